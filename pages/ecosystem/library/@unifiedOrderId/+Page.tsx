// Library order (route ecosystem-library__order, login required): the order island for the address's unified order id.
import { usePageContext } from 'vike-react/usePageContext'
import { Island } from '../../../../islands/island'
import LibraryOrder from '../../../../islands/library/library-order.island'

export default function Page() {
  const { routeParams } = usePageContext()
  return (
    <div data-route-name="ecosystem-library__order">
      <Island name="library-order" component={LibraryOrder} props={{ unifiedOrderId: routeParams.unifiedOrderId ?? '' }} />
    </div>
  )
}
