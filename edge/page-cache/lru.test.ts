import { describe, expect, it } from 'vitest'
import { createLru } from './lru'

describe('createLru', () => {
  it('evicts the least recently used entry past the entry bound; a read makes an entry recent', () => {
    const lru = createLru<string>({ maxEntries: 2, maxBytes: 1000 })
    lru.set('a', 'A', 1)
    lru.set('b', 'B', 1)
    expect(lru.get('a')).toBe('A')
    lru.set('c', 'C', 1)
    expect(lru.get('b')).toBeUndefined()
    expect(lru.get('a')).toBe('A')
    expect(lru.get('c')).toBe('C')
    expect(lru.entries).toBe(2)
  })

  it('evicts oldest entries until the byte bound holds, and refuses a value larger than the whole budget', () => {
    const lru = createLru<string>({ maxEntries: 100, maxBytes: 10 })
    lru.set('a', 'A', 4)
    lru.set('b', 'B', 4)
    lru.set('c', 'C', 4)
    expect(lru.get('a')).toBeUndefined()
    expect(lru.bytes).toBe(8)
    expect(lru.set('huge', 'H', 11)).toBe(false)
    expect(lru.get('huge')).toBeUndefined()
    expect(lru.bytes).toBe(8)
  })

  it('replacing a key counts its size once; delete, deleteWhere and clear keep the byte total right', () => {
    const lru = createLru<string>({ maxEntries: 10, maxBytes: 100 })
    lru.set('a', 'A', 10)
    lru.set('a', 'A2', 20)
    expect(lru.bytes).toBe(20)
    lru.set('x/1', 'X', 5)
    lru.set('x/2', 'X', 5)
    expect(lru.deleteWhere((k) => k.startsWith('x/'))).toBe(2)
    expect(lru.bytes).toBe(20)
    lru.delete('a')
    expect(lru.bytes).toBe(0)
    lru.set('b', 'B', 3)
    lru.clear()
    expect([lru.entries, lru.bytes]).toEqual([0, 0])
  })

  it('stores nothing with a zero entry bound (the cache switched off)', () => {
    const lru = createLru<string>({ maxEntries: 0, maxBytes: 100 })
    expect(lru.set('a', 'A', 1)).toBe(false)
    expect(lru.entries).toBe(0)
  })
})
