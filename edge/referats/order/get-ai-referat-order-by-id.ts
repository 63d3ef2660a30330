// getAiReferatOrderById: the order if the caller may see it (its client), else null; by its id or its unified order id.
import type { Caller, Db } from '../../db/port'
import { findOwnOrder } from '../../orders/find-own-order'
import { positiveRowId } from '../../orders/parse-order-input'
import { REFERAT_ORDER_MACHINE } from './referat-order-machine'
import type { TReferatOrder } from './referat-order-row'

export const getAiReferatOrderById = (o: { db: Db; caller: Caller; id?: unknown; unifiedOrderId?: unknown }): Promise<TReferatOrder | null> =>
  findOwnOrder(REFERAT_ORDER_MACHINE, o, positiveRowId)
