// Not-found (404, route not-found) and server-error (500) page.
import { usePageContext } from 'vike-react/usePageContext'
import { matchRoute } from '../../domain/route-match'

export default function Page() {
  const { is404, urlPathname } = usePageContext()
  if (is404) {
    return (
      <section className="not-found" data-route-name="not-found">
        <p className="code">404</p>
        <h1>Упс, кажется тут ничего нет</h1>
        <a className="button" href="/">
          На главную
        </a>
      </section>
    )
  }
  // The route that failed, so a test or a bug report can tell which page broke.
  return (
    <section className="not-found" data-route-name={matchRoute(urlPathname)?.route.name} data-error="500">
      <p className="code">500</p>
      <h1>Что-то пошло не так, попробуй позже</h1>
      <a className="button" href="/">
        На главную
      </a>
    </section>
  )
}
