// /admin/feedback (route admin-feedback): an empty shell for everyone; the island shows the panel to a verified administrator and
// the site's not-found text to anyone else.
import { AdminIsland } from '../../../islands/admin/admin-island'
import FeedbackIsland from '../../../islands/admin/feedback/feedback.island'
import '../admin.css'
import './feedback.css'

export default function Page() {
  return (
    <div data-route-name="admin-feedback">
      <AdminIsland name="admin-feedback" component={FeedbackIsland} props={{}} />
    </div>
  )
}
