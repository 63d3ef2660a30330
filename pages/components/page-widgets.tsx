// The widgets as layouts place them: banners, toast and popup hosts, cookie notice, fed from the page context.
import { usePageContext } from 'vike-react/usePageContext'
import type { LayoutName } from '../../domain/routes'
import type { TInfluencerBanner } from '../../domain/banners'
import { matchRoute } from '../../domain/route-match'
import { BannerStack } from '../../islands/banners/banner-stack'
import { Island } from '../../islands/island'
import ToastHost from '../../islands/toasts/toast-host.island'
import PopupHost from '../../islands/popups/popup-host.island'
import { CookieNotice } from './cookie-notice'

const useRouteName = () => matchRoute(usePageContext().urlPathname)?.route.name ?? null

/**
 * At the top of the main area. `live` on island pages (the ecosystem layout): the mass alert follows
 * realtime there; content pages show the server's copy. Pages that know the visitor's subscription
 * or an influencer offer may pass them.
 */
export function PageBanners(props: { layout: LayoutName; live?: boolean; hasSubscription?: boolean | null; influencer?: TInfluencerBanner | null }) {
  const { widgets, cspNonce } = usePageContext()
  return <BannerStack {...props} nonce={cspNonce} influencer={props.influencer ?? widgets?.influencer ?? null} routeName={useRouteName()} massAlert={widgets?.massAlert ?? null} />
}

/** Once per island page, anywhere in the body: the hosts render fixed or into a portal. */
export function WidgetHosts() {
  const { testHooks = false, support = null } = usePageContext().widgets ?? {}
  return (
    <>
      <Island name="toast-host" component={ToastHost} props={{ testHooks }} />
      <Island name="popup-host" component={PopupHost} props={{ testHooks, support }} />
    </>
  )
}

/** Last in every layout's page. */
export function PageCookieNotice() {
  const { urlParsed } = usePageContext()
  return <CookieNotice routeName={useRouteName()} query={urlParsed.search} />
}
