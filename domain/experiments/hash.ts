// GrowthBook-compatible hashing and bucketing (its public SDK spec), written here so the browser carries no SDK.
// The same id, seed and version always give the same number in [0, 1), on the server and in the browser.

/** FNV-1a, 32 bits, over UTF-16 code units (as the SDKs do), as an unsigned integer. */
export function fnv1a32(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    // h * 16777619 (the FNV prime) modulo 2^32, without leaving the safe integer range.
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h >>> 0
}

export type THashVersion = 1 | 2

/**
 * The bucket of `value` for an experiment seeded by `seed`: version 1 is fnv(value + seed) mod 1000 / 1000, version 2
 * (better spread for similar ids) is fnv(String(fnv(seed + value))) mod 10000 / 10000.
 */
export function gbHash(seed: string, value: string, version: THashVersion): number {
  if (version === 2) return (fnv1a32(String(fnv1a32(seed + value))) % 10000) / 10000
  return (fnv1a32(value + seed) % 1000) / 1000
}

export type TRange = readonly [number, number]

/** Equal weights that sum to 1 for `n` variations. */
const equalWeights = (n: number): number[] => (n > 0 ? Array.from({ length: n }, () => 1 / n) : [])

/**
 * One [start, end) range per variation: each variation owns its weight's share of [0, 1), of which only the first
 * `coverage` part takes users in. Coverage is clamped to [0, 1]; weights of the wrong length or not summing to about
 * 1 fall back to equal ones.
 */
export function bucketRanges(n: number, coverage = 1, weights?: readonly number[] | null): TRange[] {
  const c = Math.min(1, Math.max(0, coverage))
  let w = weights && weights.length === n ? [...weights] : equalWeights(n)
  const sum = w.reduce((a, b) => a + b, 0)
  if (sum < 0.99 || sum > 1.01) w = equalWeights(n)
  let start = 0
  return w.map((weight) => {
    const range: TRange = [start, start + c * weight]
    start += weight
    return range
  })
}

const inRange = (n: number, [start, end]: TRange) => n >= start && n < end

/** The variation whose range holds `n`, or -1 (outside the coverage). */
export function chooseVariation(n: number, ranges: readonly TRange[]): number {
  return ranges.findIndex((r) => inRange(n, r))
}

/** A namespace [id, start, end]: the experiment only takes ids whose namespace hash falls in [start, end). */
export function inNamespace(hashValue: string, [id, start, end]: readonly [string, number, number]): boolean {
  const n = gbHash('__' + id, hashValue, 1)
  return n >= start && n < end
}
