// APP_ENV=test only: the analytics events one browser stored (by its fingerprint), so end-to-end tests can check what
// track() and the page-view beacon delivered.
import { asService, type Db } from '../db/port'

export type TTestEvent = { name: string; props: Record<string, unknown>; context: Record<string, unknown>; user_id: string | null; fingerprint: string | null; session_id: string | null }

export async function readTestEvents(opts: { db: Db; fingerprint: string }): Promise<TTestEvent[]> {
  return asService(opts.db, (tx) =>
    tx.query<TTestEvent>(
      `select name, props, context, user_id::text as user_id, fingerprint, session_id from private.analytics_events
        where fingerprint = $1 order by created_at, id limit 200`,
      [opts.fingerprint],
    ),
  )
}
