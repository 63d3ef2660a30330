// A library work order the caller may see (its client; RLS hides the rest), by its id or its unified order id, and
// the client's list for me.libraryWorkOrders.
import type { Caller, Db } from '../../db/port'
import { findOwnOrder, listOwnOrders, type TOrderPage } from '../../orders/find-own-order'
import { LIBRARY_ORDER_MACHINE } from './library-order-machine'
import type { TLibraryOrder } from './library-order-row'

export const getLibraryWorkOrder = (o: { db: Db; caller: Caller; id?: unknown; unifiedOrderId?: unknown }): Promise<TLibraryOrder | null> => findOwnOrder(LIBRARY_ORDER_MACHINE, o)

/** The signed-in client's library orders, newest first, `first` per page (1–50). */
export const listMyLibraryWorkOrders = (o: { db: Db; caller: Caller; first?: unknown; page?: unknown }): Promise<TOrderPage<TLibraryOrder>> => listOwnOrders(LIBRARY_ORDER_MACHINE, o)
