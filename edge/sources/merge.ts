// Merging hits from several origins: earlier lists win, and a work found twice (same DOI, or the same
// title and year once case, punctuation and «ё» are ignored) appears once.
import type { TSourceHit } from './port'

const titleKey = (title: string, year: number) =>
  `${title
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()}|${year}`

export function mergeSourceHits(lists: readonly (readonly TSourceHit[])[], limit: number): TSourceHit[] {
  const seen = new Set<string>()
  const out: TSourceHit[] = []
  for (const hit of lists.flat()) {
    const keys = [titleKey(hit.record.title, hit.record.year), hit.record.doi ? `doi:${hit.record.doi}` : null].filter((k): k is string => k !== null)
    if (keys.some((k) => seen.has(k))) continue
    keys.forEach((k) => seen.add(k))
    out.push(hit)
    if (out.length >= limit) break
  }
  return out
}
