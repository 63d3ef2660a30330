// Deterministic randomness for the demo provider: the same input always writes the same draft.
export type TRng = () => number

/** FNV-1a over the JSON of the value. */
export function seedFrom(value: unknown): number {
  const text = JSON.stringify(value) ?? ''
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** mulberry32: small, fast, good enough to vary phrasing. */
export function createRng(seed: number): TRng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const pick = <T>(rng: TRng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T

/** Hands out items in a shuffled order and reshuffles when all were used, so phrases do not repeat back to back. */
export function deck<T>(rng: TRng, items: readonly T[]): () => T {
  let order: T[] = []
  return () => {
    if (!order.length) {
      order = [...items]
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(rng() * (i + 1))
        ;[order[i], order[j]] = [order[j] as T, order[i] as T]
      }
    }
    return order.pop() as T
  }
}

/**
 * Picks a wording: drawn by the rng when the call carries an order's seed (demoSeed), the first — the demo's
 * canonical wording — when it does not, so a call without an order reads as it always has.
 */
export const chooser =
  (rng: TRng, seeded: unknown) =>
  <T>(items: readonly T[]): T =>
    seeded ? pick(rng, items) : (items[0] as T)
