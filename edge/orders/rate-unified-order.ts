// RateUnifiedOrder (orders.md §7, §8): the owner (client or guest browser) rates one stage of an order once.
import { ratingThanks, isBadRating, ZRateUnifiedOrderInput } from '../../domain/orders/rating'
import { asCaller, asService, type Caller, type Db } from '../db/port'
import { AppError } from '../http/errors'
import { orderRowId, parseOrderInput } from './parse-order-input'
import { toRating, type TOrderRating } from './unified-order-row'

export type TRateUnifiedOrderResult = { rating: TOrderRating; message: string; isBad: boolean }

/**
 * Ownership is read under the caller's row-level security, so another client's order is NOT_FOUND like a missing
 * one. The rating is written by the server role (clients only read ratings), and the table's unique (order, stage)
 * decides between racing calls: one row, and ALREADY_RATED for every other.
 */
export async function rateUnifiedOrder(o: { db: Db; caller: Caller; unifiedOrderId: unknown; stage: unknown; rate: unknown; comment?: unknown }): Promise<TRateUnifiedOrderResult> {
  const input = parseOrderInput(ZRateUnifiedOrderInput, { stage: o.stage, rate: o.rate, comment: o.comment })
  const id = orderRowId(o.unifiedOrderId)
  if (!id) throw new AppError('NOT_FOUND')
  const visible = await asCaller(o.db, o.caller, (tx) => tx.query(`select 1 from public.unified_orders where id = $1::bigint`, [id]))
  if (visible.length === 0) throw new AppError('NOT_FOUND')
  const [row] = await asService(o.db, (tx) =>
    tx.query<{ id: string; stage: string; rate: number; comment: string | null }>(
      `insert into public.unified_order_rates (unified_order_id, stage, rate, comment) values ($1::bigint, $2, $3, $4)
       on conflict on constraint unified_order_rates_once_per_stage do nothing
       returning id::text as id, stage, rate, comment`,
      [id, input.stage, input.rate, input.comment ?? null],
    ),
  )
  if (!row) throw new AppError('ALREADY_RATED')
  return { rating: toRating(row), message: ratingThanks(input.rate), isBad: isBadRating(input.rate) }
}

/** The rating of one stage of an order, read under the caller's row-level security (null when none, or not theirs). */
export async function stageRating(o: { db: Db; caller: Caller; unifiedOrderId: string; stage: string }): Promise<TOrderRating | null> {
  const [row] = await asCaller(o.db, o.caller, (tx) =>
    tx.query<{ id: string; stage: string; rate: number; comment: string | null }>(
      `select id::text as id, stage, rate, comment from public.unified_order_rates where unified_order_id = $1::bigint and stage = $2`,
      [o.unifiedOrderId, o.stage],
    ),
  )
  return row ? toRating(row) : null
}
