// /admin/audit (route admin-audit): an empty shell for everyone (the token lives in the browser); the island shows the
// panel to an administrator who passed the second factor and the site's not-found text to anyone else.
import { AdminIsland } from '../../../islands/admin/admin-island'
import AuditIsland from '../../../islands/admin/audit.island'
import '../admin.css'

export default function Page() {
  return (
    <div data-route-name="admin-audit">
      <AdminIsland name="admin-audit" component={AuditIsland} props={{}} />
    </div>
  )
}
