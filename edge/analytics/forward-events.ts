// Forwards stored analytics events to the events service in batches. A batch is leased (its next attempt pushed out)
// before the call, so no transaction waits on the network and two runs never send the same rows at once; a failure
// books the next attempt with backoff and the events stay stored. The service de-duplicates by event id.
import { z } from 'zod'
import { asService, type Db } from '../db/port'
import type { Logger } from '../log'
import { defineJob } from '../jobs/registry'
import { jobDeps } from '../jobs/job-deps'
import { exponentialBackoff, type Backoff } from '../jobs/backoff'
import { enqueueJob } from '../jobs/queue'
import type { TEventsPort, TOutgoingEvent } from '../adapters/events/port'

const FORWARD_EVENTS_JOB = 'analytics-events-forward'
const LEASE_SEC = 120
/** After this many failed attempts an event stays stored and is no longer offered to the service. */
const MAX_ATTEMPTS = 20

type TForwardOptions = { db: Db; events: TEventsPort; log: Logger; batchSize?: number; maxBatches?: number; backoff?: Backoff }
export type TForwardResult = { sent: number; failed: number; nextAttemptAt: Date | null }

type Row = { id: string; name: string; props: Record<string, unknown>; context: Record<string, unknown>; user_id: string | null; fingerprint: string | null; session_id: string | null; created_at: string | Date; attempts: number }

export async function forwardEvents({ db, events, log, batchSize = 200, maxBatches = 10, backoff = exponentialBackoff({ baseMs: 30_000, maxMs: 6 * 3600_000 }) }: TForwardOptions): Promise<TForwardResult> {
  const result: TForwardResult = { sent: 0, failed: 0, nextAttemptAt: null }
  for (let i = 0; i < maxBatches; i++) {
    const rows = await asService(db, (tx) =>
      tx.query<Row>(
        `with due as (
           select event_id, event_created_at from private.analytics_outbox
            where sent_at is null and next_attempt_at <= now()
            order by event_id limit $1 for update skip locked
         ), leased as (
           update private.analytics_outbox o set attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
             from due where o.event_id = due.event_id returning o.event_id, o.event_created_at, o.attempts
         )
         select e.id::text as id, e.name, e.props, e.context, e.user_id::text as user_id, e.fingerprint, e.session_id, e.created_at, l.attempts
           from leased l join private.analytics_events e on e.id = l.event_id and e.created_at = l.event_created_at
          order by e.id`,
        [batchSize, LEASE_SEC],
      ),
    )
    if (!rows.length) break
    const ids = rows.map((r) => r.id)
    try {
      await events.send(rows.map(toOutgoing))
      await asService(db, (tx) => tx.query('update private.analytics_outbox set sent_at = now(), last_error = null where event_id = any($1::bigint[])', [ids]))
      result.sent += rows.length
    } catch (e) {
      const retryable = (e as { retryable?: boolean }).retryable !== false
      const attempts = Math.max(...rows.map((r) => r.attempts))
      const giveUp = !retryable || attempts >= MAX_ATTEMPTS
      const delayMs = backoff(attempts)
      await asService(db, (tx) =>
        tx.query(
          `update private.analytics_outbox set last_error = $2,
                  next_attempt_at = case when $3 then 'infinity'::timestamptz else now() + make_interval(secs => $4::double precision / 1000) end
            where event_id = any($1::bigint[])`,
          [ids, String((e as Error).message ?? e).slice(0, 500), giveUp, delayMs],
        ),
      )
      log.warn('analytics: events not forwarded', { events: rows.length, attempts, retryable, error: String(e) })
      result.failed += rows.length
      // The service is struggling: the rest waits for the next run instead of failing batch after batch now.
      break
    }
  }
  const next = await asService(db, (tx) =>
    tx.query<{ at: string | Date | null }>(`select min(next_attempt_at) as at from private.analytics_outbox where sent_at is null and next_attempt_at < 'infinity'`),
  )
  result.nextAttemptAt = next[0]?.at ? new Date(next[0].at) : null
  return result
}

function toOutgoing(r: Row): TOutgoingEvent {
  return { id: r.id, name: r.name, props: r.props, context: r.context, userId: r.user_id, fingerprint: r.fingerprint, sessionId: r.session_id, createdAt: new Date(r.created_at) }
}

/** Books a forwarding run at `at`, once per ten-second window (the insert trigger uses the same keys). */
async function bookForward(db: Db, at: Date): Promise<void> {
  const windowEnd = (Math.floor(Math.max(at.getTime(), Date.now()) / 10_000) + 1) * 10
  await asService(db, (tx) => enqueueJob(tx, { name: FORWARD_EVENTS_JOB, payload: {}, runAt: new Date(windowEnd * 1000), key: `${FORWARD_EVENTS_JOB}:${windowEnd}`, priority: 'background' }))
}

/** Booked by the insert trigger of private.analytics_events; books its own next run while events wait. */
export const forwardEventsJob = defineJob({
  name: FORWARD_EVENTS_JOB,
  schema: z.unknown(),
  async handler(_payload, ctx) {
    const deps = jobDeps(ctx)
    const r = await forwardEvents({ db: ctx.db, events: deps.ports.events, log: ctx.log })
    if (r.nextAttemptAt) await bookForward(ctx.db, r.nextAttemptAt)
  },
})
