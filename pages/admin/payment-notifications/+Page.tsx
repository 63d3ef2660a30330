// /admin/payment-notifications (route admin-payment-notifications): an empty shell for everyone; the island shows the
// panel to a verified administrator and the site's not-found text to anyone else.
import { AdminIsland } from '../../../islands/admin/admin-island'
import PaymentNotificationsIsland from '../../../islands/admin/payment-notifications/payment-notifications.island'
import '../admin.css'
import '../record.css'
import './payment-notifications.css'

export default function Page() {
  return (
    <div data-route-name="admin-payment-notifications">
      <AdminIsland name="admin-payment-notifications" component={PaymentNotificationsIsland} props={{}} />
    </div>
  )
}
