// getAiPresentationOrderById: the order if the caller may see it (its client, or the guest browser that made it: RLS),
// else null; by its id or its unified order id.
import type { Caller, Db } from '../../db/port'
import { findOwnOrder } from '../../orders/find-own-order'
import { PRESENTATION_ORDER_MACHINE } from './presentation-order-machine'
import { positiveRowId } from '../../orders/parse-order-input'
import type { TPresentationOrder } from './presentation-order-row'

export const getAiPresentationOrderById = (o: { db: Db; caller: Caller; id?: unknown; unifiedOrderId?: unknown }): Promise<TPresentationOrder | null> =>
  findOwnOrder(PRESENTATION_ORDER_MACHINE, o, positiveRowId)
