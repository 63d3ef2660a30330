// Bonus cabinet page (route ecosystem-common__friends, and webapp-friends under /webapp; login required): the friends
// island under the cabinet layout.
import { usePageContext } from 'vike-react/usePageContext'
import { matchRoute } from '../../../domain/route-match'
import { Island } from '../../../islands/island'
import Friends from '../../../islands/referrals/friends.island'

export default function Page() {
  const routeName = matchRoute(usePageContext().urlPathname)?.route.name ?? 'ecosystem-common__friends'
  return (
    <>
      <div className="cabinet-top" data-route-name={routeName}>
        <h1>Бонусный кабинет</h1>
        <p>Приглашай друзей в Кампус и получай токены</p>
      </div>
      <Island name="friends" component={Friends} props={{}} />
    </>
  )
}
