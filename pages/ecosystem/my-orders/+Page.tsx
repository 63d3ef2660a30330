// «Мои задания» (route ecosystem-common__my-orders, and webapp-orders under /webapp; login required): the orders island
// under the cabinet layout. Its filters come from the address, so the server renders the tab and fields they name.
import { usePageContext } from 'vike-react/usePageContext'
import { matchRoute } from '../../../domain/route-match'
import { Island } from '../../../islands/island'
import MyOrders from '../../../islands/orders/my-orders.island'
import { filtersFromQuery } from '../../../islands/orders/order-filters'

export default function Page() {
  const { urlPathname, urlParsed } = usePageContext()
  const routeName = matchRoute(urlPathname)?.route.name ?? 'ecosystem-common__my-orders'
  return (
    <>
      <div className="cabinet-top" data-route-name={routeName}>
        <h1>Мои задания</h1>
        <p>Все твои работы, задачи и презентации в одном месте</p>
      </div>
      <Island name="my-orders" component={MyOrders} props={{ initial: filtersFromQuery(urlParsed.search) }} />
    </>
  )
}
