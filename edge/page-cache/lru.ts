// A least-recently-used map bounded by entry count and by total size: a Map keeps insertion order, so the first key is
// the least recently used one once every hit re-inserts its key.

export type TLru<V> = {
  get(key: string): V | undefined
  /** Stores `value` of `size` bytes; a value larger than the whole byte budget is not stored. Returns whether it was. */
  set(key: string, value: V, size: number): boolean
  delete(key: string): void
  /** Drops every key `drop` accepts. */
  deleteWhere(drop: (key: string) => boolean): number
  clear(): void
  readonly entries: number
  readonly bytes: number
}

export function createLru<V>({ maxEntries, maxBytes }: { maxEntries: number; maxBytes: number }): TLru<V> {
  const map = new Map<string, { value: V; size: number }>()
  let bytes = 0

  const remove = (key: string) => {
    const hit = map.get(key)
    if (!hit) return
    map.delete(key)
    bytes -= hit.size
  }

  return {
    get(key) {
      const hit = map.get(key)
      if (!hit) return undefined
      map.delete(key)
      map.set(key, hit)
      return hit.value
    },
    set(key, value, size) {
      remove(key)
      if (maxEntries <= 0 || size > maxBytes) return false
      map.set(key, { value, size })
      bytes += size
      for (const oldest of map.keys()) {
        if (map.size <= maxEntries && bytes <= maxBytes) break
        remove(oldest)
      }
      return true
    },
    delete: remove,
    deleteWhere(drop) {
      let n = 0
      for (const key of [...map.keys()]) {
        if (!drop(key)) continue
        remove(key)
        n++
      }
      return n
    },
    clear() {
      map.clear()
      bytes = 0
    },
    get entries() {
      return map.size
    },
    get bytes() {
      return bytes
    },
  }
}
