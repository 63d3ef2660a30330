// /admin/library (route admin-library): an empty shell for everyone (the token lives in the browser); the island shows the
// panel to an administrator who passed the second factor and the site's not-found text to anyone else.
import { AdminIsland } from '../../../islands/admin/admin-island'
import LibraryIsland from '../../../islands/admin/content/library.island'
import '../admin.css'
import '../content.css'

export default function Page() {
  return (
    <div data-route-name="admin-library">
      <AdminIsland name="admin-library" component={LibraryIsland} props={{}} />
    </div>
  )
}
