// «История работы» (route ecosystem-text-copilot__history): the edit history of the caller's text work, loaded in the
// browser as its owner (the guest browser that made it, or its client).
import { usePageContext } from 'vike-react/usePageContext'
import { Island } from '../../../../../islands/island'
import WorkHistory from '../../../../../islands/essay/work-history.island'

export default function Page() {
  const { routeParams } = usePageContext()
  return (
    <div data-route-name="ecosystem-text-copilot__history">
      <Island name="essay-work-history" component={WorkHistory} props={{ unifiedOrderId: routeParams.unifiedOrderId ?? '' }} />
    </div>
  )
}
