// Records one analytics event in private.analytics_events: the port every area sends its analytics through.
import { asService, type Db } from '../db/port'
import type { Logger } from '../log'

export type TRecordEventOptions = {
  db: Db
  log: Logger
  name: string
  props?: Record<string, unknown>
  fingerprint?: string | null
  userId?: string | null
}

/**
 * Never throws: analytics must not break what the visitor is doing (a redirect, a page).
 * Resolves to whether the event was stored.
 */
export async function recordEvent({ db, log, name, props = {}, fingerprint = null, userId = null }: TRecordEventOptions): Promise<boolean> {
  try {
    // `::text::jsonb`: a string bound straight to jsonb is encoded a second time by one driver or the other.
    await asService(db, (tx) =>
      tx.query('insert into private.analytics_events (name, props, fingerprint, user_id) values ($1, $2::text::jsonb, $3, $4)', [
        name,
        JSON.stringify(props),
        fingerprint,
        userId,
      ]),
    )
    return true
  } catch (error) {
    log.warn('analytics event not recorded', { name, error: String(error) })
    return false
  }
}
