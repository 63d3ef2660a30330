// An exam order (route exam__order, login required): the order island for the address's unified order id; the order
// itself is loaded in the browser as its client.
import { usePageContext } from 'vike-react/usePageContext'
import { Island } from '../../../islands/island'
import ExamOrder from '../../../islands/exam/exam-order.island'

export default function Page() {
  const { routeParams } = usePageContext()
  return (
    <div data-route-name="exam__order">
      <Island name="exam-order" component={ExamOrder} props={{ unifiedOrderId: routeParams.unifiedOrderId ?? '' }} />
    </div>
  )
}
