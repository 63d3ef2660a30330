// Presentation order (routes ecosystem-slides-copilot__order and webapp-presentation-order; open: a guest reviews its
// own outline): the wizard island for the address's unified order id, loaded in the browser as its owner.
import { usePageContext } from 'vike-react/usePageContext'
import { matchRoute } from '../../../../domain/route-match'
import { Island } from '../../../../islands/island'
import PresentationOrder from '../../../../islands/presentation/presentation-order.island'

export default function Page() {
  const { urlPathname, routeParams } = usePageContext()
  const routeName = matchRoute(urlPathname)?.route.name ?? 'ecosystem-slides-copilot__order'
  return (
    <div data-route-name={routeName}>
      <Island name="presentation-order" component={PresentationOrder} props={{ unifiedOrderId: routeParams.unifiedOrderId ?? '' }} />
    </div>
  )
}
