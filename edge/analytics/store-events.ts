// Appends analytics events to private.analytics_events (partitioned by month, append-only): the one writer behind
// recordEvent, track() and POST /api/events. The partitions of each event's month are ensured on this path.
import { asService, type Db } from '../db/port'

export type TStoredEvent = {
  name: string
  props?: Record<string, unknown>
  context?: Record<string, unknown>
  userId?: string | null
  fingerprint?: string | null
  sessionId?: string | null
  createdAt?: Date
}

export async function storeEvents(db: Db, events: readonly TStoredEvent[]): Promise<number> {
  if (!events.length) return 0
  const now = new Date()
  const rows = events.map((e) => ({
    name: e.name,
    props: e.props ?? {},
    context: e.context ?? {},
    user_id: e.userId ?? null,
    fingerprint: e.fingerprint ?? null,
    session_id: e.sessionId ?? null,
    created_at: (e.createdAt ?? now).toISOString(),
  }))
  const months = [...new Set(rows.map((r) => r.created_at.slice(0, 7)))]
  await asService(db, async (tx) => {
    for (const month of months) await tx.query('select private.ensure_analytics_partitions($1::timestamptz)', [`${month}-01T00:00:00Z`])
    // One statement for the batch; `::text::jsonb` because a string bound straight to jsonb is encoded twice by one driver.
    await tx.query(
      `insert into private.analytics_events (name, props, context, user_id, fingerprint, session_id, created_at)
       select r.name, r.props, r.context, r.user_id, r.fingerprint, r.session_id, r.created_at
         from jsonb_to_recordset($1::text::jsonb)
           as r(name text, props jsonb, context jsonb, user_id uuid, fingerprint text, session_id text, created_at timestamptz)`,
      [JSON.stringify(rows)],
    )
  })
  return rows.length
}
