// Retry delays: exponential so a failing dependency gets room, jittered so failed jobs do not retry in lockstep.

/** Milliseconds to wait after attempt number `attempt` (1-based) failed. */
export type Backoff = (attempt: number) => number

export function exponentialBackoff({
  baseMs = 1_000,
  maxMs = 15 * 60_000,
  random = Math.random,
}: { baseMs?: number; maxMs?: number; random?: () => number } = {}): Backoff {
  return (attempt) => {
    const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1))
    // "Equal jitter": at least half the step, so retries still spread out as attempts grow.
    return Math.round(ceiling / 2 + (random() * ceiling) / 2)
  }
}
