// completedOrder=<id>&flow=<flow> on the dashboard (orders.md §2; the payment-result context's public names): the
// client's own order named by the address, shown above the recent orders — «Заказ готов» for a completed one,
// «Заказ оплачен» or «Заказ в работе» otherwise — with «Открыть заказ». The id is untrusted: it is only looked up
// through the API as the client's own order (anyone else's, or an unknown one, shows nothing); an unknown flow is
// dropped. Loaded (with dashboard-flags.tsx) only when the address has the parameter; the address loses both once read.
import { useEffect, useState } from 'react'
import { ownOrder } from '../money/payment-return'
import { CONTEXT_PARAMS, readPaymentContext } from '../money/payment-context'

type TOrder = NonNullable<Awaited<ReturnType<typeof ownOrder>>>

const titleOf = (o: TOrder) => (o.status === 'COMPLETED' ? 'Заказ готов' : o.isPaid ? 'Заказ оплачен' : 'Заказ в работе')

export default function CompletedOrder() {
  const [order, setOrder] = useState<TOrder | null>(null)
  const [flow, setFlow] = useState<string | null>(null)
  useEffect(() => {
    const ctx = readPaymentContext(location.search)
    const url = new URL(location.href)
    url.searchParams.delete(CONTEXT_PARAMS.orderId)
    url.searchParams.delete(CONTEXT_PARAMS.flow)
    history.replaceState(history.state, '', url.pathname + url.search + url.hash)
    setFlow(ctx.flow ?? null)
    void ownOrder(ctx).then((o) => o && o.href.startsWith('/') && !o.href.startsWith('//') && setOrder(o))
  }, [])
  if (!order) return null
  return (
    <div className="card completed-order" role="status" data-completed-order={order.id} data-order-status={order.status} data-flow={flow ?? undefined}>
      <p className="completed-order__title">{titleOf(order)}</p>
      {order.text && <p className="completed-order__text">{order.text}</p>}
      <a className="btn btn--primary" href={order.href}>
        Открыть заказ
      </a>
    </div>
  )
}
