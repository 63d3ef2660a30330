// /admin/format-profiles (route admin-format-profiles): an empty shell for everyone; the island shows the panel to a
// verified administrator and the site's not-found text to anyone else.
import { AdminIsland } from '../../../islands/admin/admin-island'
import FormatProfilesIsland from '../../../islands/admin/format-profiles/format-profiles.island'
import '../admin.css'

export default function Page() {
  return (
    <div data-route-name="admin-format-profiles">
      <AdminIsland name="admin-format-profiles" component={FormatProfilesIsland} props={{}} />
    </div>
  )
}
