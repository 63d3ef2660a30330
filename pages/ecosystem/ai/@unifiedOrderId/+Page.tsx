// AI order (route ecosystem-ai__order, open to guests): the chat island for the address's unified order id.
import { usePageContext } from 'vike-react/usePageContext'
import { Island } from '../../../../islands/island'
import AiOrderIsland from '../../../../islands/ai-order/ai-order.island'

export default function Page() {
  const { routeParams } = usePageContext()
  return (
    <div data-route-name="ecosystem-ai__order">
      <Island name="ai-order" component={AiOrderIsland} props={{ unifiedOrderId: routeParams.unifiedOrderId ?? '' }} />
    </div>
  )
}
