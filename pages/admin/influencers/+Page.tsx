// /admin/influencers (route admin-influencers): an empty shell for everyone; the island shows the panel to a verified administrator
// and the site's not-found text to anyone else.
import { AdminIsland } from '../../../islands/admin/admin-island'
import InfluencersIsland from '../../../islands/admin/money/influencers.island'
import '../admin.css'
import '../money.css'

export default function Page() {
  return (
    <div data-route-name="admin-influencers">
      <AdminIsland name="admin-influencers" component={InfluencersIsland} props={{}} />
    </div>
  )
}
