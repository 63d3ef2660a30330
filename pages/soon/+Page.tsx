// The shared "coming soon" page of every route the table marks `soon`: the route's title and a way back.
import { usePageContext } from 'vike-react/usePageContext'
import { matchRoute } from '../../domain/route-match'
import { CLIENT_MAIN_PATH } from '../../domain/routes'
import './soon.css'

export default function Page() {
  const { urlPathname } = usePageContext()
  const route = matchRoute(urlPathname)?.route
  // Cabinet routes lead back to the cabinet; guest pages to the main page.
  const inCabinet = route?.layout === 'ecosystem'
  return (
    <section className="soon card" data-route-name={route?.name}>
      <p className="soon__badge">Скоро</p>
      <h1>{route?.title}</h1>
      <p>Мы готовим этот раздел, совсем скоро он заработает. Загляни чуть позже!</p>
      <a className="button" href={inCabinet ? CLIENT_MAIN_PATH : '/'}>
        {inCabinet ? 'Вернуться в кабинет' : 'На главную'}
      </a>
    </section>
  )
}
