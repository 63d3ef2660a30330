// Advanced AI order (route ecosystem-advanced-ai__order, open to guests): the island for the address's unified order id.
import { usePageContext } from 'vike-react/usePageContext'
import { Island } from '../../../../islands/island'
import AdvancedAiOrderIsland from '../../../../islands/advanced-ai-order/advanced-ai-order.island'

export default function Page() {
  const { routeParams } = usePageContext()
  return (
    <div data-route-name="ecosystem-advanced-ai__order">
      <Island name="advanced-ai-order" component={AdvancedAiOrderIsland} props={{ unifiedOrderId: routeParams.unifiedOrderId ?? '' }} />
    </div>
  )
}
