// «Мои задания» data in the browser: one page of the client's orders with both tab counters (orders.md §7 me.unifiedOrders).
import { GENERIC_ERROR } from '../../domain/errors'
import { gqlRequest } from '../graphql/client'
import { MyOrdersDocument, type MyOrdersQuery } from '../graphql/generated/orders/graphql'
import { ordersVariables, type TOrderFilters } from './order-filters'

export type TOrdersPage = NonNullable<MyOrdersQuery['me']>['unifiedOrders']
export type TMyOrder = TOrdersPage['items'][number]
export type TMyOrders = { userId: string; page: TOrdersPage }

/** Null when no one is signed in (the token is gone or stale); throws with the generic text on any failure. */
export async function loadMyOrders(filters: TOrderFilters): Promise<TMyOrders | null> {
  const { data, errors } = await gqlRequest(MyOrdersDocument, ordersVariables(filters))
  if (errors.length || !data) {
    if (errors.length) console.error('me.unifiedOrders failed', errors)
    throw new Error(GENERIC_ERROR)
  }
  if (!data.me) return null
  return { userId: data.me.id, page: data.me.unifiedOrders }
}
