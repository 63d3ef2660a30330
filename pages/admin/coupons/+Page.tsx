// /admin/coupons (route admin-coupons): an empty shell for everyone; the island shows the panel to a verified administrator
// and the site's not-found text to anyone else.
import { AdminIsland } from '../../../islands/admin/admin-island'
import CouponsIsland from '../../../islands/admin/money/coupons.island'
import '../admin.css'
import '../money.css'

export default function Page() {
  return (
    <div data-route-name="admin-coupons">
      <AdminIsland name="admin-coupons" component={CouponsIsland} props={{}} />
    </div>
  )
}
