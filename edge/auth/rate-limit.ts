// Fixed-window counters in private.rate_limit_hits; checked inside the business transaction. Every window here is
// taken at private.rate_limit_clock(): now(), which a test's database pins (tests/helpers/rate-window.ts).
import type { Queryable } from '../db/port'

export type TWindow = { name: string; seconds: number; max: number }

export const HOUR = 3600
export const DAY = 86400

/** Seconds until the current window of `seconds` ends, by the clock the windows use. */
const secondsLeftInWindow = (nowEpoch: number, seconds: number) => seconds - (nowEpoch % seconds)

/**
 * Counts one hit in each window in turn and stops at the first that is over its limit, so a refusal does not
 * eat into the remaining windows. Returns the seconds to wait, or null when every window allowed it.
 */
export async function takeRateLimits(q: Queryable, bucket: string, windows: TWindow[]): Promise<number | null> {
  for (const w of windows) {
    const [row] = await q.query<{ ok: boolean; now_epoch: number }>(
      'select private.take_rate_limit($1, $2, $3) as ok, extract(epoch from private.rate_limit_clock())::float8 as now_epoch',
      [`${bucket}:${w.name}`, w.seconds, w.max],
    )
    if (!row?.ok) return secondsLeftInWindow(Math.floor(Number(row?.now_epoch ?? Date.now() / 1000)), w.seconds)
  }
  return null
}

/** Whether a window is already full, without counting a hit (for "stop before checking another guess"). */
export async function isRateLimited(q: Queryable, bucket: string, w: TWindow): Promise<boolean> {
  const [row] = await q.query<{ hits: number }>(
    `select hits from private.rate_limit_hits
      where bucket = $1 and window_start = to_timestamp(floor(extract(epoch from private.rate_limit_clock()) / $2) * $2)`,
    [`${bucket}:${w.name}`, w.seconds],
  )
  return Number(row?.hits ?? 0) >= w.max
}
