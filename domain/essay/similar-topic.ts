// The similar-order check (orders.md §5, §9 "similar-order window 7 days"): a new text work whose topic matches one
// already in progress offers to continue that one. Topics match when, after normalising case, «ё» and punctuation,
// most of their words are the same. Pure.

const normalise = (topic: string) =>
  topic
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

const words = (topic: string) => new Set(normalise(topic).split(' ').filter((w) => w.length > 2))

/** Same topic, or word sets overlapping by at least 70 % (Jaccard). */
export function topicsMatch(a: string, b: string): boolean {
  if (normalise(a) === normalise(b)) return true
  const wa = words(a)
  const wb = words(b)
  if (!wa.size || !wb.size) return false
  let common = 0
  for (const w of wa) if (wb.has(w)) common++
  return common / (wa.size + wb.size - common) >= 0.7
}
