import { describe, expect, it } from 'vitest'
import { bucketRanges, chooseVariation, fnv1a32, gbHash } from './hash'

// Published expectations of GrowthBook's SDK test suite: github.com/growthbook/growthbook,
// packages/sdk-js/test/cases.json ("hash" and "getBucketRange" sections).
describe('gbHash', () => {
  it('gives the published values', () => {
    expect(gbHash('', 'a', 1)).toBe(0.22)
    expect(gbHash('', 'b', 1)).toBe(0.077)
    expect(gbHash('', 'ab', 1)).toBe(0.946)
    expect(gbHash('', 'def', 1)).toBe(0.652)
    expect(gbHash('', '8952klfjas09ujkasdf', 1)).toBe(0.549)
    expect(gbHash('', '123', 1)).toBe(0.011)
    expect(gbHash('', '___)((*":&', 1)).toBe(0.563)
    expect(gbHash('seed', 'a', 2)).toBe(0.0505)
  })

  it('is FNV-1a 32 (the reference vectors of the algorithm)', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5)
    expect(fnv1a32('a')).toBe(0xe40c292c)
    expect(fnv1a32('foobar')).toBe(0xbf9cf968)
  })
})

describe('bucketRanges', () => {
  const close = (actual: readonly (readonly [number, number])[], expected: [number, number][]) =>
    actual.forEach((r, i) => {
      expect(r[0]).toBeCloseTo(expected[i]![0], 6)
      expect(r[1]).toBeCloseTo(expected[i]![1], 6)
    })

  it('matches the published ranges', () => {
    close(bucketRanges(2, 1, null), [[0, 0.5], [0.5, 1]])
    close(bucketRanges(2, 0.5, null), [[0, 0.25], [0.5, 0.75]])
    close(bucketRanges(2, 0, null), [[0, 0], [0.5, 0.5]])
    close(bucketRanges(3, 0.2, [0.2, 0.3, 0.5]), [[0, 0.04], [0.2, 0.26], [0.5, 0.6]])
    close(bucketRanges(2, -0.2, null), [[0, 0], [0.5, 0.5]])
    close(bucketRanges(2, 1.5, null), [[0, 0.5], [0.5, 1]])
    close(bucketRanges(2, 1, [0.4, 0.1]), [[0, 0.5], [0.5, 1]])
    close(bucketRanges(4, 1, [0.4, 0.4, 0.2]), [[0, 0.25], [0.25, 0.5], [0.5, 0.75], [0.75, 1]])
    close(bucketRanges(2, 1, [0.4, 0.5999]), [[0, 0.4], [0.4, 0.9999]])
  })

  it('chooses the range that holds the number, or none outside the coverage', () => {
    const ranges = bucketRanges(2, 0.5, null)
    expect(chooseVariation(0.1, ranges)).toBe(0)
    expect(chooseVariation(0.6, ranges)).toBe(1)
    expect(chooseVariation(0.3, ranges)).toBe(-1)
    expect(chooseVariation(0.9, ranges)).toBe(-1)
  })
})
