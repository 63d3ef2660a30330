// AI referat order (route ecosystem-referat__order, login required): the order island for the address's unified order
// id; the order itself is loaded in the browser as its client (orders.md §2).
import { usePageContext } from 'vike-react/usePageContext'
import { Island } from '../../../../islands/island'
import ReferatOrder from '../../../../islands/referat/referat-order.island'

export default function Page() {
  const { routeParams } = usePageContext()
  return (
    <div data-route-name="ecosystem-referat__order">
      <Island name="referat-order" component={ReferatOrder} props={{ unifiedOrderId: routeParams.unifiedOrderId ?? '' }} />
    </div>
  )
}
