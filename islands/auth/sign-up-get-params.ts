// The address's parameters kept with a first sign-up (platform spec §3 getParamsWhenRegister: utm_source, utm_term,
// cid, …), as the sign-in calls send them. A code or a token is a secret and a contact is stored on its own: none of
// them goes into the account's sign-up record.
const NOT_KEPT = new Set(['auth_token', 'auth_token_id', 'initialCode', 'phoneNumber', 'email'])

export function signUpGetParams(search: string): { name: string; value: string }[] {
  return [...new URLSearchParams(search)]
    .filter(([name]) => !NOT_KEPT.has(name))
    .slice(0, 50)
    .map(([name, value]) => ({ name, value: value.slice(0, 2000) }))
}
