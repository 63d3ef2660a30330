// The one way a step reaches the caller's own order: find it under the caller's row-level security (another client's
// order, or another browser's guest order, is simply not found), take a guest order of this browser over for the
// signed-in client where the product allows it, then run the step in a service transaction holding the order's row
// lock, after checking the status the step may start from.
import type { Caller, Db, Tx } from '../db/port'
import { asCaller, asService } from '../db/port'
import { AppError } from '../http/errors'
import { statusesOfSteps, type TOrderMachine } from './order-machine'
import { bindMainOrder } from './main-order-tables'
import { orderRowId } from './parse-order-input'

export type TOwnOrderRequest = {
  deps: { db: Db }
  caller: Caller
  /**
   * The order's own id, or (`unifiedOrderId`) its unified order's id, the address its page opens on, or (`uuid`) the
   * public uuid of a product that declares its `uuidColumn`.
   */
  id?: unknown
  unifiedOrderId?: unknown
  uuid?: unknown
  /** Guests are refused with UNAUTHENTICATED (with this message when it is a string). */
  signedIn?: true | string
  /**
   * The step (or steps) about to run: a non-moving step the product declares, or a transition's name. The order must
   * be in a status one of them may start from; any other is a stale screen (STALE_STEP with the current status).
   */
  step?: string | readonly string[]
}

type TVisible = { id: string; unified_order_id: string; user_id: string | null }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Which column the order is looked up by, and the value: null when the address names no order at all. */
function addressOf(m: { table: string; uuidColumn?: string }, r: TOwnOrderRequest): { column: string; cast: string; value: string } | null {
  if (r.uuid !== undefined) {
    // A wiring mistake, found by any call: the product has no public uuid to be addressed by.
    if (!m.uuidColumn) throw new Error(`${m.table} declares no uuidColumn to be found by`)
    return typeof r.uuid === 'string' && UUID.test(r.uuid) ? { column: m.uuidColumn, cast: 'uuid', value: r.uuid } : null
  }
  const id = orderRowId(r.id === undefined ? r.unifiedOrderId : r.id)
  return id ? { column: r.id === undefined ? 'unified_order_id' : 'id', cast: 'bigint', value: id } : null
}

/** Runs `work` on the caller's own order of product `m`, under its row lock. */
export async function withOwnOrder<S extends string, O, T>(m: TOrderMachine<S, O>, r: TOwnOrderRequest, work: (tx: Tx, order: O) => Promise<T>): Promise<T> {
  const caller = r.caller
  // Resolved before anything is read, so a step the product lacks is a wiring mistake found by any call.
  const allowed = r.step === undefined ? null : statusesOfSteps(m, typeof r.step === 'string' ? [r.step] : r.step).map((s) => m.statusId(s))
  if (r.signedIn && caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED', typeof r.signedIn === 'string' ? r.signedIn : undefined)
  // The server's own role sees every order: it has no order of its own to reach this way.
  if (caller.role === 'service_role') throw new AppError('FORBIDDEN')
  const address = addressOf(m, r)
  if (!address) throw new AppError('NOT_FOUND', m.notFound)
  const [visible] = await asCaller(r.deps.db, caller, (tx) =>
    tx.query<TVisible>(
      `select id::text as id, unified_order_id::text as unified_order_id, user_id::text as user_id from ${m.table} where ${address.column} = $1::${address.cast}`,
      [address.value],
    ),
  )
  // Visible is not yet own: an administrator's policy may show a client's order (training tasks) to read, not to act on.
  if (!visible || (caller.role === 'authenticated' && visible.user_id !== null && visible.user_id !== caller.userId)) throw new AppError('NOT_FOUND', m.notFound)
  return asService(r.deps.db, async (tx) => {
    // A guest order of this very browser (its fingerprint, not only its visibility, is the proof): the account takes
    // it over, as sign-in binding does.
    if (m.bindsGuestOrders && caller.role === 'authenticated' && visible.user_id === null && caller.fingerprint) {
      const [bound] = await tx.query<{ id: string }>(
        `update public.unified_orders set user_id = $2 where id = $1::bigint and user_id is null and guest_fingerprint = $3 returning id::text as id`,
        [visible.unified_order_id, caller.userId, caller.fingerprint],
      )
      if (bound) await bindMainOrder(tx, { typeId: m.typeId, unifiedOrderId: visible.unified_order_id, userId: caller.userId })
    }
    const [row] = await tx.query<Record<string, unknown>>(`select ${m.columns}, (status)::int as "__status" from ${m.table} where id = $1::bigint for update`, [visible.id])
    if (!row) throw new AppError('NOT_FOUND', m.notFound)
    const status = Number(row.__status)
    if (allowed && !allowed.includes(status)) throw new AppError('STALE_STEP', undefined, { status })
    return work(tx, m.toOrder(row))
  })
}
