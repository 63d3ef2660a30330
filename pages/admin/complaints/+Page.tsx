// /admin/complaints (route admin-complaints): an empty shell for everyone; the island shows the panel to a verified administrator and
// the site's not-found text to anyone else.
import { AdminIsland } from '../../../islands/admin/admin-island'
import ComplaintsIsland from '../../../islands/admin/complaints/complaints.island'
import '../admin.css'
import './complaints.css'

export default function Page() {
  return (
    <div data-route-name="admin-complaints">
      <AdminIsland name="admin-complaints" component={ComplaintsIsland} props={{}} />
    </div>
  )
}
