// Rate limits count hits in fixed windows (private.take_rate_limit: a minute starts at :00). A burst that straddles a
// window's end is counted in two windows and may all pass, so a test of "the eleventh in a minute is refused" first
// waits, when needed, until the burst fits in one window.
import { setTimeout as sleep } from 'node:timers/promises'

/** Waits until at least `marginMs` are left in the current `seconds`-long window. */
export async function inOneWindow(seconds: number, marginMs = 10_000): Promise<void> {
  const windowMs = seconds * 1000
  const left = windowMs - (Date.now() % windowMs)
  if (left < marginMs) await sleep(left + 50)
}
