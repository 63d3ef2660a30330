// Signed unsubscribe links for advertising mail: /email-unsubscribe?email=…&sig=…, the signature an HMAC-SHA256 of the
// address under a key derived from APP_JWT_SECRET with its own purpose label, so it signs nothing else. No advertising
// mail is sent yet: a sender signs its links this way (tests/http/email-unsubscribe.test.ts builds them so) and skips
// the addresses in private.email_unsubscribes and the accounts with users.subscribe_to_advertising off.
import { z } from 'zod'
import { constantTimeEqual, hmacSha256Hex } from '../auth/secrets'

const PURPOSE = 'email-unsubscribe'

const ZUnsubscribeEmail = z.email().max(254)

/** The address as the list stores it (trimmed, lower case), or null when it is not an address. */
function normalizeUnsubscribeEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const parsed = ZUnsubscribeEmail.safeParse(value.trim().toLowerCase())
  return parsed.success ? parsed.data : null
}

function unsubscribeSignature(secret: string, email: string): Promise<string> {
  return hmacSha256Hex(secret, `${PURPOSE}\u0000${email}`)
}

/** The normalised address when `sig` signs it, else null (a forged, tampered or truncated link). */
export async function verifiedUnsubscribeEmail(secret: string, email: unknown, sig: unknown): Promise<string | null> {
  const normalized = normalizeUnsubscribeEmail(email)
  if (!normalized || typeof sig !== 'string' || !/^[0-9a-f]{64}$/.test(sig)) return null
  return constantTimeEqual(await unsubscribeSignature(secret, normalized), sig) ? normalized : null
}
