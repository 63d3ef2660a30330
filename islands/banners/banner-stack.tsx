// Banners at the top of the main area: the mass alert (live on island pages) and at most one promo banner.
import type { LayoutName } from '../../domain/routes'
import { promoBannersFor, type TInfluencerBanner, type TMassAlert } from '../../domain/banners'
import { Island } from '../island'
import MassAlert from './mass-alert.island'
import { MassAlertView } from './mass-alert-view'
import { PromoBanner } from './promo-banner'
import { BANNERS_SCRIPT } from './banner-script'
import './banners.css'

export type BannerStackProps = {
  layout: LayoutName
  routeName?: string | null
  /** getLastActiveMassAlert, read on the server for this request. */
  massAlert: TMassAlert | null
  /** Island pages follow the alert live over realtime; zero-JS content pages show the server's copy only. */
  live?: boolean
  hasSubscription?: boolean | null
  influencer?: TInfluencerBanner | null
  /** This answer's CSP nonce, for the inline script (and the style rules it adds). */
  nonce?: string | null
}

export function BannerStack({ layout, routeName, massAlert, live = false, hasSubscription, influencer, nonce }: BannerStackProps) {
  const promos = promoBannersFor({ layout, routeName, hasSubscription, influencer })
  const alert = massAlert?.isActive ? massAlert : null
  if (!live && !alert && promos.length === 0) return null
  return (
    <>
      <div className="banner-stack">
        {live ? <Island name="mass-alert" component={MassAlert} props={{ initial: alert }} /> : alert && <MassAlertView alert={alert} />}
        {promos.map((name) => (
          <PromoBanner key={name} name={name} influencer={influencer} />
        ))}
      </div>
      <script nonce={nonce ?? undefined} dangerouslySetInnerHTML={{ __html: BANNERS_SCRIPT }} />
    </>
  )
}
