// me.aiEssayOrders(id, status list, first, page): the client's own text-work orders, newest first, a page at a time.
import { asCaller, type Caller, type Db } from '../../db/port'
import { ESSAY_ORDER_COLUMNS, toEssayOrder, type TEssayOrder, type TEssayOrderRow } from './essay-order-row'

const ESSAY_ORDERS_PAGE_MAX = 50

export type TEssayOrderPage = { data: TEssayOrder[]; total: number; currentPage: number; lastPage: number; perPage: number }

export async function listMyAiEssayOrders(o: {
  db: Db
  caller: Caller
  id?: string | null
  status?: readonly number[] | null
  first?: number | null
  page?: number | null
}): Promise<TEssayOrderPage> {
  const perPage = Math.min(Math.max(Math.trunc(o.first ?? 10), 1), ESSAY_ORDERS_PAGE_MAX)
  const page = Math.max(Math.trunc(o.page ?? 1), 1)
  if (o.caller.role !== 'authenticated') return { data: [], total: 0, currentPage: page, lastPage: 1, perPage }
  const id = o.id != null && /^\d{1,18}$/.test(String(o.id)) ? String(o.id) : null
  if (o.id != null && !id) return { data: [], total: 0, currentPage: page, lastPage: 1, perPage }
  const statuses = o.status?.length ? o.status.map(Number).filter(Number.isInteger) : null
  return asCaller(o.db, o.caller, async (tx) => {
    const where = `user_id = auth.uid() and ($1::bigint is null or id = $1::bigint) and ($2::int[] is null or status = any($2::int[]))`
    const [{ total }] = (await tx.query<{ total: string | number }>(`select count(*) as total from public.ai_essay_orders where ${where}`, [id, statuses])) as [{ total: string | number }]
    const rows = await tx.query<TEssayOrderRow>(
      `select ${ESSAY_ORDER_COLUMNS} from public.ai_essay_orders where ${where} order by created_at desc, id desc limit $3 offset $4`,
      [id, statuses, perPage, (page - 1) * perPage],
    )
    const count = Number(total)
    return { data: rows.map(toEssayOrder), total: count, currentPage: page, lastPage: Math.max(1, Math.ceil(count / perPage)), perPage }
  })
}
