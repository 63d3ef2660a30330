// The address's parameters kept with a first sign-up (platform spec §3 getParamsWhenRegister: utm_source, utm_term,
// cid, p, …), as the sign-in calls send them. A code or a token is a secret and a contact is stored on its own: none of
// them goes into the account's sign-up record.
import { PLACEMENT_PATTERN } from '../../domain/query-params'

const NOT_KEPT = new Set(['auth_token', 'auth_token_id', 'initialCode', 'phoneNumber', 'email'])

/**
 * `storedPlacement`: the p the guard kept for this session (sessionStorage p) from the landing the visitor came
 * through; sent when this address has no p of its own. A malformed p, here or stored, is dropped.
 */
export function signUpGetParams(search: string, storedPlacement: string | null = null): { name: string; value: string }[] {
  const kept = [...new URLSearchParams(search)].filter(([name, value]) => !NOT_KEPT.has(name) && (name !== 'p' || PLACEMENT_PATTERN.test(value)))
  if (!kept.some(([name]) => name === 'p') && storedPlacement !== null && PLACEMENT_PATTERN.test(storedPlacement)) kept.unshift(['p', storedPlacement])
  return kept.slice(0, 50).map(([name, value]) => ({ name, value: value.slice(0, 2000) }))
}
