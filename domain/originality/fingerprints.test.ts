import { describe, expect, it } from 'vitest'
import { INFLATION, PETERSBURG, SOCIAL_NETWORKS, SOCIAL_NETWORKS_INDEPENDENT, URBAN_ECOLOGY } from '../../tests/fixtures/originality-corpus'
import { fingerprints, WINNOW_WINDOW } from './fingerprints'
import { SHINGLE_WORDS, shingleText } from './shingles'

/** mulberry32, seeded, so a failure repeats. */
function rng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), a | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const LETTERS = 'бвгдзклмнпрстфхцчшщ'
const VOWELS = 'аоуиеыя'
/** A random made-up word of 2–4 syllables, ending in a consonant so the stemmer keeps words apart. */
const word = (r: () => number) => {
  let w = ''
  const syllables = 2 + Math.floor(r() * 3)
  for (let k = 0; k < syllables; k++) w += LETTERS[Math.floor(r() * LETTERS.length)]! + VOWELS[Math.floor(r() * VOWELS.length)]!
  return `${w}${LETTERS[Math.floor(r() * LETTERS.length)]!}`
}
const words = (r: () => number, n: number) => Array.from({ length: n }, () => word(r))

describe('fingerprints (winnowing)', () => {
  it('always shares a fingerprint when two random texts share a run of WINNOW_WINDOW shingles', () => {
    const r = rng(36)
    for (let trial = 0; trial < 300; trial++) {
      // A run of W shingles is W + SHINGLE_WORDS − 1 shared words, put anywhere in two otherwise unrelated texts.
      const shared = words(r, WINNOW_WINDOW + SHINGLE_WORDS - 1)
      const a = [...words(r, Math.floor(r() * 200)), ...shared, ...words(r, Math.floor(r() * 200))].join(' ')
      const b = [...words(r, Math.floor(r() * 200)), ...shared, ...words(r, Math.floor(r() * 200))].join(' ')
      const fa = new Set(fingerprints(shingleText(a).hashes))
      expect(fingerprints(shingleText(b).hashes).some((h) => fa.has(h)), `trial ${trial}`).toBe(true)
    }
  })

  it('holds for any hash sequences, repeated and negative values included', () => {
    const r = rng(7)
    const hash = () => (r() < 0.2 ? Math.floor(r() * 5) - 2 : Math.floor(r() * 2 ** 32) | 0)
    for (let trial = 0; trial < 500; trial++) {
      const run = Array.from({ length: WINNOW_WINDOW + Math.floor(r() * 4) }, hash)
      const a = [...Array.from({ length: Math.floor(r() * 60) }, hash), ...run, ...Array.from({ length: Math.floor(r() * 60) }, hash)]
      const b = [...Array.from({ length: Math.floor(r() * 60) }, hash), ...run, ...Array.from({ length: Math.floor(r() * 60) }, hash)]
      const fa = new Set(fingerprints(a))
      expect(fingerprints(b).some((h) => fa.has(h))).toBe(true)
    }
  })

  it('keeps distinct values that are shingle hashes, the minimum of a short text, nothing of an empty one', () => {
    const { hashes } = shingleText(INFLATION)
    const kept = fingerprints(hashes)
    expect(new Set(kept).size).toBe(kept.length)
    for (const h of kept) expect(hashes).toContain(h)
    expect(fingerprints([5, -3, 9])).toEqual([-3])
    expect(fingerprints([])).toEqual([])
  })

  it('keeps about 2 / (W + 1) of the shingles: 20–35 %', () => {
    // Measured on this corpus with W = 6: 288 fingerprints per 1 000 shingles (2 / 7 ≈ 286 expected).
    let shingles = 0
    let kept = 0
    for (const text of [INFLATION, PETERSBURG, SOCIAL_NETWORKS, SOCIAL_NETWORKS_INDEPENDENT, URBAN_ECOLOGY]) {
      const { hashes } = shingleText(text)
      shingles += hashes.length
      kept += fingerprints(hashes).length
    }
    expect(kept / shingles).toBeGreaterThan(0.2)
    expect(kept / shingles).toBeLessThan(0.35)
  })
})
