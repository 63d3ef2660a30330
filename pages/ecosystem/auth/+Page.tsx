// Sign-in page (route ecosystem-common__auth): the auth screens island; OAuth returns land here with auth_token_id or
// error, sign-in links with their parameters (platform spec §2 Auth callback parameters, domain/auth/auth-link.ts).
import { usePageContext } from 'vike-react/usePageContext'
import { Island } from '../../../islands/island'
import AuthFlow from '../../../islands/auth/auth-flow.island'
import { readAuthLink } from '../../../domain/auth/auth-link'
import { WidgetHosts } from '../../components/page-widgets'

export default function Page() {
  const { search } = usePageContext().urlParsed
  const hidePhone = search.geo === 'CIS'
  // The secrets' values (initialCode, auth_token) are not props: props are written into the page.
  const link = readAuthLink(search, { hidePhone })
  const props = {
    redirect: link.redirect,
    authTokenId: search.auth_token_id ?? null,
    error: search.error ?? null,
    hidePhone,
    link: link.any ? link : null,
  }
  return (
    <div className="auth-page" data-route-name="ecosystem-common__auth">
      <div className="card auth-card">
        <Island name="auth-flow" component={AuthFlow} props={props} />
      </div>
      {/* The base layout has no widget hosts; this page needs toasts (OAuth errors). */}
      <WidgetHosts />
    </div>
  )
}
