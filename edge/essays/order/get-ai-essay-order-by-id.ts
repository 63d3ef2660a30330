// getAiEssayOrderById: the order if the caller may see it (its client, or the guest browser that made it), else null.
import type { Caller, Db } from '../../db/port'
import { findOwnOrder } from '../../orders/find-own-order'
import { ESSAY_MACHINE } from './essay-machine'
import type { TEssayOrder } from './essay-order-row'

/** By the order id, or by its unified order id (the wizard's address). */
export const getAiEssayOrderById = (o: { db: Db; caller: Caller; id?: unknown; unifiedOrderId?: unknown }): Promise<TEssayOrder | null> => findOwnOrder(ESSAY_MACHINE, o)
