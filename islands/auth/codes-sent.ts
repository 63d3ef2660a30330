// Codes this browser asked for, per address (localStorage authCodesSent), for the sign-in links (domain/auth/auth-link.ts):
// sendCodeOnce sends nothing while a code sent here is inside its resend pause, and an initialCode signs in by itself
// only for an address this browser asked a code for by hand. localStorage, not sessionStorage: the link with the code
// comes by SMS or e-mail and opens in a new tab. Kept only while the code lives.
const KEY = 'authCodesSent'

export type TCodeSentNote = { resendAt: number; expiresAt: number; channel: string; byHand: boolean }

function read(): Record<string, TCodeSentNote> {
  try {
    const all: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}')
    return all && typeof all === 'object' ? (all as Record<string, TCodeSentNote>) : {}
  } catch {
    return {}
  }
}

export function noteCodeSent(address: string, note: TCodeSentNote) {
  const now = Date.now()
  const live = Object.entries(read()).filter(([, n]) => n.expiresAt > now)
  try {
    localStorage.setItem(KEY, JSON.stringify(Object.fromEntries([...live, [address, note]])))
  } catch {
    // Storage blocked: links then neither skip a send nor sign in by themselves.
  }
}

/** The live note of a code sent to `address` from this browser, or null. */
export function codeSentTo(address: string): TCodeSentNote | null {
  const n = read()[address]
  return n && typeof n.expiresAt === 'number' && n.expiresAt > Date.now() ? n : null
}
