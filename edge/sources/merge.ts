// Merging hits from several origins: earlier lists win, and one work found twice (the same DOI, the same title by the
// same author or in the same year, an original and its translation — domain/sources/same-work) appears once.
import { sameWork } from '../../domain/sources/same-work'
import type { TSourceHit } from './port'

export function mergeSourceHits(lists: readonly (readonly TSourceHit[])[], limit: number): TSourceHit[] {
  const out: TSourceHit[] = []
  for (const hit of lists.flat()) {
    if (out.some((o) => sameWork(o.record, hit.record))) continue
    out.push(hit)
    if (out.length >= limit) break
  }
  return out
}
