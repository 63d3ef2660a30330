// Not-found (404, route not-found), a page's own refusal (4xx with a notice, e.g. a forged unsubscribe link) and the
// server-error (500) page.
import { usePageContext } from 'vike-react/usePageContext'
import { matchRoute } from '../../domain/route-match'
import { NotFoundView } from '../../islands/routing/not-found-view'

type TAbortNotice = { routeName: string; title: string; text: string }

const isNotice = (v: unknown): v is TAbortNotice =>
  typeof v === 'object' && v !== null && typeof (v as TAbortNotice).title === 'string' && typeof (v as TAbortNotice).text === 'string'

export default function Page() {
  const { is404, urlPathname, abortStatusCode, abortReason } = usePageContext()
  if (is404) return <NotFoundView />
  if (abortStatusCode && abortStatusCode < 500 && isNotice(abortReason)) {
    return (
      <section className="not-found" data-route-name={abortReason.routeName} data-error={abortStatusCode}>
        <p className="code">{abortStatusCode}</p>
        <h1>{abortReason.title}</h1>
        <p>{abortReason.text}</p>
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
