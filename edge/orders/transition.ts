// The one way a product order changes status (DESIGN.md "Orders"): under the order's row lock it checks the named
// transition against the product's table, writes the status (and the step's columns), logs it, keeps the unified
// order in step, enqueues the transition's job (at its owner's priority) and publishes its event, all in the caller's
// transaction.
import type { Tx } from '../db/port'
import type { RealtimeHub } from '../realtime/hub'
import { AppError } from '../http/errors'
import { enqueueJob, ownerPriority } from '../jobs/queue'
import { checkTransition, type TActor } from '../../domain/orders/machine'
import { setClause, type TOrderMachine } from './order-machine'
import { syncUnifiedOrder } from './sync-unified-order'
import { enqueueIndexing } from '../originality/originality-kinds'

export type TTransitionRequest = {
  orderId: string
  /** A transition name of the product's table. */
  name: string
  by: TActor
  /** Columns the step writes together with the status (code-chosen names; objects go to jsonb). */
  set?: Readonly<Record<string, unknown>>
  /** Extra facts for the log entry. */
  detail?: Readonly<Record<string, unknown>>
  /** The job's payload and dedupe key when they are not `{ orderId }` and one per transition. */
  job?: { payload?: unknown; key?: string }
}

type TLocked = { status: number; unified_order_id: string; user_id: string | null }

/** Moves the order or throws STALE_STEP (with the current status) and changes nothing. */
export async function transition<S extends string, O>(tx: Tx, realtime: RealtimeHub, m: TOrderMachine<S, O>, r: TTransitionRequest): Promise<O> {
  const moved = await tryTransition(tx, realtime, m, r)
  if (moved.ok) return moved.order
  throw new AppError('STALE_STEP', undefined, { status: moved.status })
}

/** For jobs: a run that finds the order moved on (a newer request owns it) gets `ok: false` instead of an error. */
export async function tryTransition<S extends string, O>(
  tx: Tx,
  realtime: RealtimeHub,
  m: TOrderMachine<S, O>,
  r: TTransitionRequest,
): Promise<{ ok: true; order: O } | { ok: false; status: number | null }> {
  const [locked] = await tx.query<TLocked>(`select status, unified_order_id::text as unified_order_id, user_id::text as user_id from ${m.table} where id = $1::bigint for update`, [r.orderId])
  if (!locked) return { ok: false, status: null }
  const from = m.statusName(Number(locked.status))
  const check = checkTransition(m.transitions, r.name, from, r.by)
  // A name the table lacks or the wrong actor is a wiring mistake, not a stale screen.
  if (!check.ok && check.reason !== 'stale') throw new Error(`${m.product}: transition "${r.name}" by ${r.by} is not in the table (${check.reason})`)
  if (!check.ok) return { ok: false, status: Number(locked.status) }
  const t = check.transition
  const to = m.statusId(t.to)
  const set = setClause(r.set, 3)
  const [row] = await tx.query<Record<string, unknown>>(`update ${m.table} set status = $2${set.sql} where id = $1::bigint returning ${m.columns}`, [r.orderId, to, ...set.params])
  const [log] = await tx.query<{ id: string }>(`insert into ${m.logTable} (${m.logKey}, event, detail) values ($1::bigint, $2, $3::text::jsonb) returning id::text as id`, [
    r.orderId,
    t.name,
    JSON.stringify({ from, to: t.to, by: r.by, ...r.detail }),
  ])
  await syncUnifiedOrder(tx, realtime, m, { unifiedOrderId: locked.unified_order_id, status: to, isPaid: Boolean(row!.is_paid) })
  if (t.job) {
    await enqueueJob(tx, {
      name: t.job,
      payload: r.job?.payload ?? { orderId: r.orderId },
      key: r.job?.key ?? `${t.job}:${r.orderId}:${log!.id}`,
      // The owner as it is now: a guest's order bound to an account at sign-in runs at the client's priority.
      priority: ownerPriority({ userId: locked.user_id }),
      ...(m.jobAttempts[t.job] !== undefined && { maxAttempts: m.jobAttempts[t.job] }),
    })
  }
  if (m.finishedText?.statuses.includes(t.to)) await enqueueIndexing(tx, m.finishedText.kind, [r.orderId])
  if (t.event) await realtime.publish(tx, { room: m.room(r.orderId, locked.unified_order_id), event: t.event, data: { id: r.orderId, status: to } })
  return { ok: true, order: m.toOrder(row!) }
}
