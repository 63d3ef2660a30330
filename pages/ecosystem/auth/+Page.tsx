// Sign-in page (route ecosystem-common__auth): the auth screens island; OAuth returns land here with auth_token_id or error.
import { usePageContext } from 'vike-react/usePageContext'
import { Island } from '../../../islands/island'
import AuthFlow from '../../../islands/auth/auth-flow.island'
import { WidgetHosts } from '../../components/page-widgets'

export default function Page() {
  const { search } = usePageContext().urlParsed
  const props = {
    redirect: search.redirect ?? null,
    authTokenId: search.auth_token_id ?? null,
    error: search.error ?? null,
    hidePhone: search.geo === 'CIS',
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
