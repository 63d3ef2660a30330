// The list of «Мои задания»: order rows linking to their product pages, or the state in place of them — loading,
// failed, no orders at all, nothing found for the filters, an empty tab.
import type { ReactNode } from 'react'
import { TEXT_START_ITEM } from '../../domain/navigation'
import { orderKindOfType, productOfHref } from '../../domain/orders/unified'
import { Icon } from '../icons'
import { isFiltered, ORDERS_PER_PAGE, type TOrderFilters } from './order-filters'
import { orderDate, orderTitle, STATUS_BADGE } from './order-view'
import { kindLabel } from '../../domain/quick-menu'
import type { TMyOrder } from './orders-api'
import type { TOrdersState } from './use-my-orders'

/** orders.md §5 Generic: what an empty search shows. */
const NOTHING_FOUND = 'К сожалению, ничего не найдено 😢'

const TAB_EMPTY = {
  inProgress: 'Сейчас нет заданий в работе',
  completed: 'Завершённых заданий пока нет',
} as const

function OrderRow({ order }: { order: TMyOrder }) {
  const kind = orderKindOfType(order.typeId, productOfHref(order.href))
  const badge = STATUS_BADGE[order.status]
  return (
    <a className="order-row" href={order.href} data-order-id={order.id} data-status={order.status}>
      <span className="menu__icon order-row__icon" data-kind={kind} aria-hidden="true">
        <Icon name={kind} size={20} />
      </span>
      <span className="order-row__title">{orderTitle(order)}</span>
      <span className="order-row__type">{kindLabel(kind)}</span>
      <time className="order-row__date" dateTime={order.createdAt}>
        {orderDate(order.createdAt)}
      </time>
      <span className={badge.tone === 'neutral' ? 'badge order-row__status' : `badge badge--${badge.tone} order-row__status`}>{badge.label}</span>
    </a>
  )
}

function Message({ kind, title, text, children }: { kind: string; title: string; text?: string; children?: ReactNode }) {
  return (
    // The tabs' aria-controls names the list; an empty tab's message stands in its place, under the same id.
    <div className="empty-state orders-empty" data-empty={kind} id="orders-list">
      <span className="empty-state__icon" aria-hidden="true">
        <Icon name="list" size={24} />
      </span>
      <p className="empty-state__title">{title}</p>
      {text && <p className="empty-state__text">{text}</p>}
      {children}
    </div>
  )
}

type Props = { state: TOrdersState; filters: TOrderFilters; onRetry: () => void }

export function OrdersList({ state, filters, onRetry }: Props) {
  const { page } = state
  if (!page) {
    if (state.status === 'failed') {
      return (
        <Message kind="failed" title="Не получилось загрузить задания" text="Проверь соединение и попробуй ещё раз.">
          <button type="button" className="btn btn--secondary" onClick={onRetry}>
            Повторить
          </button>
        </Message>
      )
    }
    return (
      <ul className="orders-list" id="orders-list" aria-label="Загрузка заданий">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className="order-row__placeholder skeleton" />
        ))}
      </ul>
    )
  }
  if (page.items.length === 0) {
    if (isFiltered(filters)) return <Message kind="not-found" title={NOTHING_FOUND} text="Попробуй изменить запрос или фильтры." />
    if (page.counters.inProgress + page.counters.completed === 0) {
      return (
        <Message kind="no-orders" title="Здесь пока нет заданий" text="Создай первую работу — она появится здесь, и к ней будет легко вернуться.">
          <a className="btn" href={TEXT_START_ITEM.href}>
            {TEXT_START_ITEM.label}
          </a>
        </Message>
      )
    }
    return <Message kind="tab" title={TAB_EMPTY[filters.tab]} />
  }
  return (
    <ul className="orders-list" id="orders-list" role="tabpanel" aria-labelledby={`orders-tab-${filters.tab}`} data-count={page.items.length} data-total={page.total}>
      {page.items.slice(0, ORDERS_PER_PAGE).map((o) => (
        <li key={o.id}>
          <OrderRow order={o} />
        </li>
      ))}
    </ul>
  )
}
