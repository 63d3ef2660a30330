// An order of one product the caller may see (its client, or the guest browser that made it; row-level security hides
// the rest), by its id or its unified order id, and the signed-in client's orders of that product a page at a time.
import { asCaller, type Caller, type Db } from '../db/port'
import type { TOrderMachine } from './order-machine'
import { orderRowId } from './parse-order-input'

type TFind = { db: Db; caller: Caller; id?: unknown; unifiedOrderId?: unknown }

/** `rowId`: how the product reads an id it is given (a product stricter than the kernel's digits names its own). */
export async function findOwnOrder<S extends string, O>(m: TOrderMachine<S, O>, o: TFind, rowId: (v: unknown) => string | null = orderRowId): Promise<O | null> {
  const id = rowId(o.id)
  const unified = id ? null : rowId(o.unifiedOrderId)
  if (!id && !unified) return null
  const [row] = await asCaller(o.db, o.caller, (tx) => tx.query<Record<string, unknown>>(`select ${m.columns} from ${m.table} where ${id ? 'id' : 'unified_order_id'} = $1::bigint`, [id ?? unified]))
  return row ? m.toOrder(row) : null
}

export type TOrderPage<O> = { data: O[]; total: number; currentPage: number; lastPage: number; perPage: number }

const clampInt = (v: unknown, min: number, max: number, fallback: number) => (typeof v === 'number' && Number.isInteger(v) ? Math.min(max, Math.max(min, v)) : fallback)

/** The signed-in client's orders of the product, newest first, `first` per page (1–50); a guest has none. */
export async function listOwnOrders<S extends string, O>(m: TOrderMachine<S, O>, o: { db: Db; caller: Caller; first?: unknown; page?: unknown }): Promise<TOrderPage<O>> {
  const perPage = clampInt(o.first, 1, 50, 10)
  const currentPage = clampInt(o.page, 1, 100_000, 1)
  if (o.caller.role !== 'authenticated') return { data: [], total: 0, currentPage, lastPage: 1, perPage }
  const userId = o.caller.userId
  return asCaller(o.db, o.caller, async (tx) => {
    const [count] = await tx.query<{ n: string }>(`select count(*)::text as n from ${m.table} where user_id = $1`, [userId])
    const rows = await tx.query<Record<string, unknown>>(`select ${m.columns} from ${m.table} where user_id = $1 order by created_at desc, id desc limit $2 offset $3`, [
      userId,
      perPage,
      (currentPage - 1) * perPage,
    ])
    const total = Number(count?.n ?? 0)
    return { data: rows.map(m.toOrder), total, currentPage, lastPage: Math.max(1, Math.ceil(total / perPage)), perPage }
  })
}
