// «Мои задания» (route ecosystem-common__my-orders and webapp-orders, login required; platform.md §2, orders.md §4
// Generic statuses): the two tabs with their counters, search, type and date filters, pages of 10, live statuses.
import { AUTH_PATH } from '../../domain/routes'
import { clearSession } from '../auth/session'
import { toast } from '../toasts/toast-store'
import { isFiltered, type TOrderFilters } from './order-filters'
import { useMyOrders } from './use-my-orders'
import { OrdersToolbar } from './orders-toolbar'
import { OrdersTabs } from './orders-tabs'
import { OrdersList } from './orders-list'
import { OrdersPager } from './orders-pager'
import './orders.css'

export type MyOrdersProps = { initial: TOrderFilters }

/** Spec §4 Session: no user for the stored token ends the session; sign-in brings the client back to these filters. */
function signInAgain() {
  clearSession()
  location.replace(`${AUTH_PATH}?redirect=${encodeURIComponent(location.pathname + location.search)}`)
}

export default function MyOrders({ initial }: MyOrdersProps) {
  const { filters, state, setFilters, reload, live } = useMyOrders({ initial, onSignedOut: signInAgain, onError: (text) => toast.error(text) })
  const { page } = state
  // Filters mean nothing to a client without a single order; the empty state below says what to do instead.
  const noOrders = page != null && !isFiltered(filters) && page.counters.inProgress + page.counters.completed === 0
  return (
    <div className="my-orders" data-state={state.status} data-live={live || undefined} aria-busy={state.status === 'loading'}>
      <OrdersTabs tab={filters.tab} counters={page?.counters ?? null} onChange={(tab) => setFilters({ tab })} />
      {!noOrders && <OrdersToolbar filters={filters} onChange={setFilters} />}
      <OrdersList state={state} filters={filters} onRetry={() => void reload()} />
      {page && page.lastPage > 1 && <OrdersPager page={filters.page} lastPage={page.lastPage} onChange={(n) => setFilters({ page: n })} />}
    </div>
  )
}
