// «Получить полное решение» (route ecosystem-library__buy, login required): the island that makes the order.
import { usePageContext } from 'vike-react/usePageContext'
import { Island } from '../../../../../islands/island'
import LibraryBuy from '../../../../../islands/library/library-buy.island'

export default function Page() {
  const { routeParams } = usePageContext()
  return (
    <div data-route-name="ecosystem-library__buy">
      <Island name="library-buy" component={LibraryBuy} props={{ workSlug: routeParams.workSlug ?? '' }} />
    </div>
  )
}
