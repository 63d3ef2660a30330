// /admin/jobs (route admin-jobs): an empty shell for everyone; the island shows the panel to a verified administrator and
// the site's not-found text to anyone else.
import { AdminIsland } from '../../../islands/admin/admin-island'
import JobsIsland from '../../../islands/admin/jobs/jobs.island'
import '../admin.css'
import '../record.css'
import './jobs.css'

export default function Page() {
  return (
    <div data-route-name="admin-jobs">
      <AdminIsland name="admin-jobs" component={JobsIsland} props={{}} />
    </div>
  )
}
