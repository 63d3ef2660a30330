// The sign-in state (login CSRF): a random value the browser makes when it starts an OAuth sign-in and keeps in
// localStorage; the server stores only its hash and, at the auth_token_id exchange, binds the guest's rows only for
// the browser that shows it. Without it a hand-off link signs in only after the person confirms (CONFIRMATION_REQUIRED).
// Free of zod: the auth screens' first bundle imports it (the schema is in oauth-params.ts).

/** localStorage key; localStorage, not sessionStorage, because a provider may bring the person back in a new tab. */
export const SIGN_IN_STATE_KEY = 'signInState'

/** 32 random bytes, base64url (43 characters): what the browser makes and what the server accepts. */
export const SIGN_IN_STATE_PATTERN = /^[A-Za-z0-9_-]{43,128}$/

/** Why the exchange asks first (CONFIRMATION_REQUIRED `reason`). */
export type TSignInConfirmReason = 'NOT_STARTED_HERE' | 'OTHER_ACCOUNT'

/** The data of a CONFIRMATION_REQUIRED answer: the account the link signs in to and, when switching, the current one. */
export type TSignInConfirmation = { reasons: TSignInConfirmReason[]; accountName: string; currentName: string | null }

/** How an account is named on the confirmation screen: its name, else its e-mail, else its phone with the middle hidden. */
export function accountLabel(user: { name: string | null; email: string | null; phone: string | null }): string {
  if (user.name?.trim()) return user.name.trim()
  if (user.email) return user.email
  const d = user.phone?.replace(/\D/g, '').slice(-10) ?? ''
  return d.length === 10 ? `+7 (${d.slice(0, 3)}) ***-**-${d.slice(8)}` : 'без имени'
}
