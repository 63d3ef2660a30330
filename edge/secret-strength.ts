// Whether a secret someone set by hand looks random enough to sign with. Length alone lets «a» × 32 through; this
// estimates the bits by the secret's own character statistics and refuses a short pattern repeated. An estimate, not a
// proof: it stops the trivially weak, and the README says to make the secret with `openssl rand -hex 32`.

/**
 * Estimated bits a secret must carry. The statistics undercount a truly random string: 32 random hex characters (128
 * real bits) average ~116 with a long low tail (1 in 9 000 fell under 96, one of them in CI; none of 10^6 under 90).
 * So the bar sits far below that tail, while «a» × 32 (0), «a» × 31 + «b» (6) or 8 × «a» … 8 × «d» (64) still fail and a
 * short piece repeated is caught before the count.
 */
const MIN_BITS = 72

/** The secret's estimated bits: its length times the Shannon entropy of its characters. */
export function estimatedBits(secret: string): number {
  const chars = [...secret]
  const counts = new Map<string, number>()
  for (const c of chars) counts.set(c, (counts.get(c) ?? 0) + 1)
  let perChar = 0
  for (const n of counts.values()) perChar -= (n / chars.length) * Math.log2(n / chars.length)
  return perChar * chars.length
}

/** Why the secret is too weak to sign with, in Russian, or null when it will do. */
export function weakSecretReason(secret: string): string | null {
  if (/^(.+?)\1+$/su.test(secret)) return 'это повторение короткого куска, а не случайная строка (например, openssl rand -hex 32)'
  if (estimatedBits(secret) < MIN_BITS) return 'слишком предсказуем: нужна случайная строка (например, openssl rand -hex 32)'
  return null
}
