import { describe, expect, it } from 'vitest'
import { backoffMs, cacheState, FEATURE_CACHE, lruTouch } from './cache-policy'

describe('feature cache policy (platform.md §9)', () => {
  it('is fresh for a minute, stale until four hours, then expired', () => {
    expect(cacheState(0, 59_999)).toBe('fresh')
    expect(cacheState(0, 60_000)).toBe('stale')
    expect(cacheState(0, 4 * 3600_000 - 1)).toBe('stale')
    expect(cacheState(0, 4 * 3600_000)).toBe('expired')
    expect(cacheState(10, 0)).toBe('expired')
  })

  it('backs off by doubling up to five minutes', () => {
    expect([0, 1, 2, 3].map(backoffMs)).toEqual([0, 1000, 2000, 4000])
    expect(backoffMs(9)).toBe(256_000)
    expect(backoffMs(10)).toBe(300_000)
    expect(backoffMs(1000)).toBe(300_000)
  })

  it('keeps the ten most recently used entries', () => {
    const map = new Map<string, number>()
    for (let i = 0; i < 12; i++) lruTouch(map, `k${i}`, i)
    lruTouch(map, 'k2', 2)
    lruTouch(map, 'k12', 12)
    expect(map.size).toBe(FEATURE_CACHE.maxEntries)
    expect([...map.keys()]).toEqual(['k4', 'k5', 'k6', 'k7', 'k8', 'k9', 'k10', 'k11', 'k2', 'k12'])
  })
})
