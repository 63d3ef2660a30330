// /admin/users (route admin-users): find a user. An empty shell for everyone (the token lives in the browser); the
// island shows the panel to an administrator who passed the second factor and the not-found text to anyone else.
import { AdminIsland } from '../../../islands/admin/admin-island'
import UsersIsland from '../../../islands/admin/people/users.island'
import '../admin.css'
import './people.css'

export default function Page() {
  return (
    <div data-route-name="admin-users">
      <AdminIsland name="admin-users" component={UsersIsland} props={{}} />
    </div>
  )
}
