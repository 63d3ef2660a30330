// Profile page (route ecosystem-common__profile, login required): the profile island under the cabinet layout.
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { matchRoute } from '../../../domain/route-match'
import { Island } from '../../../islands/island'
import Profile from '../../../islands/profile/profile.island'
import type { Data } from './+data'

export default function Page() {
  // The same page answers the web-app's address (/webapp…), under that route's name.
  const routeName = matchRoute(usePageContext().urlPathname)?.route.name ?? 'ecosystem-common__profile'
  const { devTelegram } = useData<Data>()
  return (
    <>
      <div className="cabinet-top" data-route-name={routeName}>
        <h1>Профиль</h1>
        <p>Твои данные, уведомления и чеки</p>
      </div>
      <Island name="profile" component={Profile} props={{ devTelegram }} />
    </>
  )
}
