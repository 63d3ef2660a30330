// /admin/experiments (route admin-experiments): an empty shell for everyone; the island shows the panel to a verified administrator
// and the site's not-found text to anyone else.
import { AdminIsland } from '../../../islands/admin/admin-island'
import ExperimentsIsland from '../../../islands/admin/money/experiments.island'
import '../admin.css'
import '../money.css'

export default function Page() {
  return (
    <div data-route-name="admin-experiments">
      <AdminIsland name="admin-experiments" component={ExperimentsIsland} props={{}} />
    </div>
  )
}
