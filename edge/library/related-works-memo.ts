// Which works a library work page shows as similar and as other subjects, remembered per work address. Choosing them
// ranks titles by trigram similarity across the library: on PGlite that is most of a page's render time, while the
// answer changes only when the library does. The cards themselves (titles, views) are still read on every render.
import { createLru } from '../page-cache/lru'
import type { TPageChange } from '../page-cache/page-cache'

type TRelatedWorks = {
  /** The work the choice was made for, and the title it was ranked against: a changed work is chosen for again. */
  workId: number
  title: string
  similarIds: number[]
  otherIds: number[]
}

export type TRelatedWorksMemo = {
  get(path: string): TRelatedWorks | undefined
  set(path: string, related: TRelatedWorks): void
  /** A changed library page may mean a changed, added or removed work: every choice is made again. */
  dropFor(change: TPageChange | null): void
  clear(): void
}

const LIBRARY = '/biblioteka/'

export function createRelatedWorksMemo(o: { maxEntries: number; ttlMs: number; now?: () => number }): TRelatedWorksMemo {
  const now = o.now ?? Date.now
  // An entry is a few dozen numbers; the entry bound is the one that matters.
  const lru = createLru<TRelatedWorks & { at: number }>({ maxEntries: o.maxEntries, maxBytes: Number.MAX_SAFE_INTEGER })
  return {
    get(path) {
      const hit = lru.get(path)
      if (!hit) return undefined
      if (now() - hit.at >= o.ttlMs) {
        lru.delete(path)
        return undefined
      }
      return hit
    },
    set(path, related) {
      lru.set(path, { ...related, at: now() }, 1)
    },
    dropFor(change) {
      const touches = (p: string) => p.startsWith(LIBRARY) || LIBRARY.startsWith(p)
      if (!change || [...(change.paths ?? []), ...(change.prefixes ?? [])].some(touches)) lru.clear()
    },
    clear: () => lru.clear(),
  }
}
