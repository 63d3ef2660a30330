// /admin/tariffs (route admin-tariffs): an empty shell for everyone; the island shows the panel to a verified administrator
// and the site's not-found text to anyone else.
import { AdminIsland } from '../../../islands/admin/admin-island'
import TariffsIsland from '../../../islands/admin/money/tariffs.island'
import '../admin.css'
import '../money.css'

export default function Page() {
  return (
    <div data-route-name="admin-tariffs">
      <AdminIsland name="admin-tariffs" component={TariffsIsland} props={{}} />
    </div>
  )
}
