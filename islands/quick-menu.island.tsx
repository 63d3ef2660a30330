// Quick menu of the client's 4 most recent orders (platform.md §4). In the cabinet's side rail guests see nothing;
// on the dashboard it is the «Недавние задания» section, with empty states for a guest and for a client without orders.
// Pages that create an order fire `quick-menu:add` with { id, kind, title } and it joins the list at once.
// The dashboard's address flags ?loading=1 and completedOrder=<id>&flow=<flow> load their code only when present
// (quick-menu/dashboard-flags.tsx).
import { lazy, Suspense, useEffect, useState } from 'react'
import { kindLabel, orderHref, orderKind, orderLabel, type TRecentOrder } from '../domain/quick-menu'
import { MY_ORDERS_ITEM, SIGN_IN_ITEM, TEXT_START_ITEM } from '../domain/navigation'
import { Icon } from './icons'
import { useRecentOrders } from './quick-menu/use-recent-orders'

const DashboardFlags = lazy(() => import('./quick-menu/dashboard-flags'))

const MY_ORDERS = MY_ORDERS_ITEM.href
const TEXT_START = TEXT_START_ITEM.href
const dateFormat = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'short' })

function OrderLink({ order, className }: { order: TRecentOrder; className: string }) {
  const href = orderHref(order)
  const kind = orderKind(order.kind)
  const here = typeof window !== 'undefined' && window.location.pathname === href
  return (
    <a className={className} href={href} title={orderLabel(order)} aria-current={here ? 'page' : undefined}>
      <span className="menu__icon menu__icon--sm" data-kind={kind}>
        <Icon name={kind} size={16} />
      </span>
      <span className="quick-menu__text">
        <span className="quick-menu__label">{orderLabel(order)}</span>
        <span className="quick-menu__meta">
          {kindLabel(order.kind)} · {dateFormat.format(new Date(order.createdAt))}
        </span>
      </span>
    </a>
  )
}

function Empty({ icon, title, text, href, action }: { icon: 'guest' | 'list'; title: string; text: string; href: string; action: string }) {
  return (
    <div className="empty-state">
      <span className="empty-state__icon">
        <Icon name={icon} size={26} />
      </span>
      <p className="empty-state__title">{title}</p>
      <p className="empty-state__text">{text}</p>
      <a className="btn btn--primary" href={href}>
        {action}
      </a>
    </div>
  )
}

export default function QuickMenu({ variant = 'rail' }: { variant?: 'rail' | 'dashboard' }) {
  const state = useRecentOrders()
  const orders = state.status === 'ready' ? state.orders : null
  const waiting = state.status === 'unknown' || state.status === 'loading'
  // Read after hydration: the server's HTML knows no address flags.
  const [flagged, setFlagged] = useState(false)
  useEffect(() => setFlagged(variant === 'dashboard' && /[?&](loading|completedOrder)=/.test(location.search)), [])

  if (variant === 'rail') {
    if (!orders) return null
    return (
      <nav className="quick-menu" aria-labelledby="quick-menu-title" data-count={orders.length}>
        <h2 className="quick-menu__title" id="quick-menu-title">
          Недавние задания
        </h2>
        {orders.length === 0 ? (
          <p className="quick-menu__empty">
            Здесь появятся твои последние задания. <a href={TEXT_START}>Создать первое</a>
          </p>
        ) : (
          <ul className="quick-menu__list">
            {orders.map((o) => (
              <li key={o.id}>
                <OrderLink order={o} className="quick-menu__item" />
              </li>
            ))}
          </ul>
        )}
        <a className="quick-menu__all" href={MY_ORDERS}>
          Все задания
          <Icon name="arrowRight" size={16} />
        </a>
      </nav>
    )
  }

  return (
    <section className="recent" aria-labelledby="recent-title" data-state={state.status}>
      {flagged && (
        <Suspense fallback={null}>
          <DashboardFlags waiting={waiting} />
        </Suspense>
      )}
      <div className="section-head">
        <h2 id="recent-title">Недавние задания</h2>
        {orders && orders.length > 0 && (
          <a className="link-arrow" href={MY_ORDERS}>
            Все задания <Icon name="arrowRight" size={16} />
          </a>
        )}
      </div>
      {state.status === 'guest' && (
        <Empty icon="guest" title="Войди, чтобы видеть свои задания" text="Здесь будут последние задания, а в «Моих заданиях» — вся история." href={SIGN_IN_ITEM.href} action={SIGN_IN_ITEM.label} />
      )}
      {orders?.length === 0 && (
        <Empty icon="list" title="Пока заданий нет" text="Создай первое — оно появится здесь, чтобы к нему было легко вернуться." href={TEXT_START} action="Создать текст" />
      )}
      {orders && orders.length > 0 && (
        <ul className="recent__grid">
          {orders.map((o) => (
            <li key={o.id}>
              <OrderLink order={o} className="recent__item" />
            </li>
          ))}
        </ul>
      )}
      {waiting && <div className="recent__placeholder skeleton" aria-hidden="true" />}
    </section>
  )
}
