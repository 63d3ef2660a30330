// Random codes and ids, keyed hashes and constant-time comparison, on Web Crypto only (Node and Workers).

const encoder = new TextEncoder()

const toHex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('')

function base64url(bytes: Uint8Array): string {
  let bin = ''
  for (const b of bytes) bin += String.fromCharCode(b)
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/**
 * A uniform n-digit code. Values of 16 random bits at or above 60 000 are drawn again: 65 536 is not a
 * multiple of 10 000, so taking them modulo would make 0000–5535 slightly likelier than the rest.
 */
export function generateNumericCode(digits = 4): string {
  const space = 10 ** digits
  if (space > 65536) throw new Error('generateNumericCode: at most 4 digits')
  const limit = Math.floor(65536 / space) * space
  const buf = new Uint16Array(8)
  for (;;) {
    crypto.getRandomValues(buf)
    for (const v of buf) if (v < limit) return String(v % space).padStart(digits, '0')
  }
}

/** An unguessable id for links and hand-off tokens: 32 random bytes, URL-safe. */
export function randomToken(bytes = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)))
}

export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(text)))
}

export async function sha256Base64url(text: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text))))
}

export async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(message)))
}

/**
 * The stored form of a sign-in code: bound to its channel kind and target, so a leaked table row
 * cannot be replayed for another number, and 10 000 codes cannot be precomputed without the secret.
 */
export function hashAuthCode(opts: { secret: string; kind: string; target: string; code: string }): Promise<string> {
  return hmacSha256Hex(opts.secret, `auth-code\u0000${opts.kind}\u0000${opts.target}\u0000${opts.code}`)
}

/** Compares two strings in time that depends only on their length, not on where they first differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  const x = encoder.encode(a)
  const y = encoder.encode(b)
  let diff = x.length ^ y.length
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0)
  return diff === 0
}
