// Text-work order wizard (route ecosystem-text-copilot__order): the wizard island for the address's unified order id.
// The order itself is loaded in the browser, as its client or the guest browser that made it (orders.md §6).
import { usePageContext } from 'vike-react/usePageContext'
import { Island } from '../../../../islands/island'
import TextCopilotOrder from '../../../../islands/essay/text-copilot-order.island'

export default function Page() {
  const { routeParams } = usePageContext()
  return (
    <div data-route-name="ecosystem-text-copilot__order">
      <Island name="text-copilot-order" component={TextCopilotOrder} props={{ unifiedOrderId: routeParams.unifiedOrderId ?? '' }} />
    </div>
  )
}
