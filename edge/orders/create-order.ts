// A new product order and its unified order, created together in the caller's transaction: the unified order takes
// the product's type, text and mapped status, the product row starts in its first status, the log says «created», and
// the first job (if any) is enqueued at its owner's priority (a client's before a guest's). A visitor who switched analytics off leaves no order_created fact.
// Or the main order of a unified order that exists already (an AI answer to a task order, «Решить с ИИ»): the caller
// holds that unified order's lock; the unified order then follows the new main order and its room hears of it.
import { ANALYTICS_OFF_SETTING, type Tx } from '../db/port'
import type { RealtimeHub } from '../realtime/hub'
import { enqueueJob, ownerPriority } from '../jobs/queue'
import { insertClause, type TOrderMachine } from './order-machine'
import { syncUnifiedOrder } from './sync-unified-order'

export type TOrderOwner = { userId: string | null; guestFingerprint: string | null }

export async function createOrder<S extends string, O>(
  tx: Tx,
  m: TOrderMachine<S, O>,
  o: {
    owner: TOrderOwner
    text: string | null
    status: S
    values?: Readonly<Record<string, unknown>>
    job?: string
    noAnalytics?: boolean
    /** The «created» log entry's detail. */
    detail?: Readonly<Record<string, unknown>>
    /** Attach to this unified order (locked by the caller) instead of creating one. */
    attach?: { unifiedOrderId: string; realtime: RealtimeHub }
  },
): Promise<O> {
  // Order creation runs as the service (RLS would refuse the caller's insert), so the caller's choice is passed on here.
  if (o.noAnalytics) await tx.query(`select set_config($1, 'on', true)`, [ANALYTICS_OFF_SETTING])
  const status = m.statusId(o.status)
  const state = m.unified(status, false)
  const owner = [o.owner.userId, o.owner.userId ? null : o.owner.guestFingerprint]
  const unifiedId = o.attach
    ? o.attach.unifiedOrderId
    : (
        await tx.query<{ id: string }>(
          `insert into public.unified_orders (user_id, guest_fingerprint, type_id, text, status, status_by_search)
           values ($1, $2, $3, $4, $5, $6) returning id::text as id`,
          [...owner, m.typeId, o.text, state.status, state.statusBySearch],
        )
      )[0]!.id
  const values = insertClause(o.values, 5)
  const [row] = await tx.query<Record<string, unknown>>(
    `insert into ${m.table} (user_id, guest_fingerprint, unified_order_id, status${values.columns})
     values ($1, $2, $3::bigint, $4${values.placeholders}) returning ${m.columns}`,
    [...owner, unifiedId, status, ...values.params],
  )
  const id = String(row!.id)
  await tx.query(`insert into ${m.logTable} (${m.logKey}, event, detail) values ($1::bigint, 'created', $2::text::jsonb)`, [id, o.detail ? JSON.stringify(o.detail) : null])
  if (o.job) {
    const maxAttempts = m.jobAttempts[o.job]
    await enqueueJob(tx, { name: o.job, payload: { orderId: id }, key: `${o.job}:${id}`, priority: ownerPriority(o.owner), ...(maxAttempts !== undefined && { maxAttempts }) })
  }
  if (o.attach) {
    await syncUnifiedOrder(tx, o.attach.realtime, m, { unifiedOrderId: unifiedId, status, isPaid: false })
    await o.attach.realtime.publish(tx, { room: m.room(id, unifiedId), event: m.changedEvent, data: { id, status } })
  }
  return m.toOrder(row!)
}
