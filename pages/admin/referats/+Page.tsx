// /admin/referats (route admin-referats): an empty shell for everyone (the token lives in the browser); the island shows the
// panel to an administrator who passed the second factor and the site's not-found text to anyone else.
import { AdminIsland } from '../../../islands/admin/admin-island'
import ReferatsIsland from '../../../islands/admin/content/referats.island'
import '../admin.css'
import '../content.css'

export default function Page() {
  return (
    <div data-route-name="admin-referats">
      <AdminIsland name="admin-referats" component={ReferatsIsland} props={{}} />
    </div>
  )
}
