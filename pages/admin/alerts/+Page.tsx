// /admin/alerts (route admin-alerts): an empty shell for everyone; the island shows the panel to a verified administrator and
// the site's not-found text to anyone else.
import { AdminIsland } from '../../../islands/admin/admin-island'
import AlertsIsland from '../../../islands/admin/alerts/alerts.island'
import '../admin.css'
import './alerts.css'

export default function Page() {
  return (
    <div data-route-name="admin-alerts">
      <AdminIsland name="admin-alerts" component={AlertsIsland} props={{}} />
    </div>
  )
}
