// Per-process cache of the active mass alert: every page shows it, so reading it once per render would cost a query each.
import type { TMassAlert } from '../../domain/banners'
import { massAlertRoom } from '../../domain/realtime'
import type { Db } from '../db/port'
import type { RealtimeHub } from '../realtime/hub'
import { getLastActiveMassAlert } from './get-last-active-mass-alert'

/** Short enough that another process's change (or a Workers isolate without a hub) shows within seconds. */
export const MASS_ALERT_TTL_MS = 5_000

type Entry = { value: Promise<TMassAlert | null>; at: number; unsubscribe?: () => void }
const cache = new WeakMap<Db, Entry>()

export async function cachedMassAlert({ db, realtime, now = Date.now }: { db: Db; realtime?: RealtimeHub; now?: () => number }): Promise<TMassAlert | null> {
  const hit = cache.get(db)
  if (hit && now() - hit.at < MASS_ALERT_TTL_MS) return hit.value
  const value = getLastActiveMassAlert({ db })
  const entry: Entry = { value, at: now(), unsubscribe: hit?.unsubscribe }
  // The hub delivers `mass-alert-changed` after commit in any process on this database: drop the copy at once.
  entry.unsubscribe ??= realtime?.subscribe([massAlertRoom()], () => invalidateMassAlert(db))
  cache.set(db, entry)
  // A failed read is not cached.
  value.catch(() => cache.get(db) === entry && cache.set(db, { ...entry, at: 0 }))
  return value
}

export function invalidateMassAlert(db: Db) {
  const hit = cache.get(db)
  if (hit) cache.set(db, { ...hit, at: 0 })
}
