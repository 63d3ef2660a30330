// /admin/users/{id} (route admin-user): one user's card; the island loads it as the administrator.
import { usePageContext } from 'vike-react/usePageContext'
import { AdminIsland } from '../../../../islands/admin/admin-island'
import UserCardIsland from '../../../../islands/admin/people/user-card.island'
import '../../admin.css'
import '../people.css'

export default function Page() {
  const { routeParams } = usePageContext()
  return (
    <div data-route-name="admin-user">
      <AdminIsland name="admin-user" component={UserCardIsland} props={{ userId: routeParams.id ?? '' }} />
    </div>
  )
}
