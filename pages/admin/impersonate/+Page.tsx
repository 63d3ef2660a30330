// /admin/impersonate (route admin-impersonate): the new tab of «Открыть кабинет как пользователь»; the one-time code
// rides in the fragment, which the server never sees.
import { AdminIsland } from '../../../islands/admin/admin-island'
import ImpersonateIsland from '../../../islands/admin/people/impersonate.island'
import '../admin.css'

export default function Page() {
  return (
    <div data-route-name="admin-impersonate">
      <AdminIsland name="admin-impersonate" component={ImpersonateIsland} props={{}} />
    </div>
  )
}
