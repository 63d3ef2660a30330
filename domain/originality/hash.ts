// FNV-1a over UTF-16 code units: fast, no dependencies, and spreads short strings well enough for shingles (a
// collision between two different 3-word shingles is about one in 4·10⁹ pairs). Signed, so it fits a Postgres int4.
export function fnv1a32(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h | 0
}
