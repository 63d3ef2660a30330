// /admin/analytics (route admin-analytics): the team's funnel. The HTML is the same empty shell for everyone (the token
// lives in the browser), and its island shows the data to an administrator, the not-found text to anyone else.
import { AdminIsland } from '../../../islands/admin/admin-island'
import Funnel from '../../../islands/analytics/funnel.island'
import '../admin.css'
import './analytics.css'

export default function Page() {
  return (
    <div data-route-name="admin-analytics">
      <AdminIsland name="admin-funnel" component={Funnel} props={{}} />
    </div>
  )
}
