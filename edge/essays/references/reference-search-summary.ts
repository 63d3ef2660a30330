// What the last reference search of an order came to (read from its «references-found» log entry): how many relevant
// sources it offered, which page of the offer that is, and whether «Найти другие источники» found nothing new.
import { asCaller, type Db } from '../../db/port'
import { SERVICE } from '../../auth/service-caller'

export type TReferenceSearchSummary = { found: number; page: number; exhausted: boolean }

/** The caller already read the order (this resolves a field of it), so the log is read as the service. */
export async function referenceSearchSummary(o: { db: Db; orderId: string }): Promise<TReferenceSearchSummary | null> {
  const [row] = await asCaller(o.db, SERVICE, (tx) =>
    tx.query<{ detail: unknown }>(
      `select detail from public.ai_essay_order_logs where ai_essay_order_id = $1::bigint and event = 'references-found' order by id desc limit 1`,
      [o.orderId],
    ),
  )
  if (!row) return null
  const d = (typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail) as { count?: number; page?: number; exhausted?: boolean } | null
  return { found: Number(d?.count ?? 0), page: Number(d?.page ?? 1), exhausted: Boolean(d?.exhausted) }
}
