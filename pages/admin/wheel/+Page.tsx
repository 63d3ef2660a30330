// /admin/wheel (route admin-wheel): an empty shell for everyone; the island shows the panel to a verified administrator
// and the site's not-found text to anyone else.
import { AdminIsland } from '../../../islands/admin/admin-island'
import WheelIsland from '../../../islands/admin/money/wheel.island'
import '../admin.css'
import '../money.css'

export default function Page() {
  return (
    <div data-route-name="admin-wheel">
      <AdminIsland name="admin-wheel" component={WheelIsland} props={{}} />
    </div>
  )
}
