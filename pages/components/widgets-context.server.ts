// What the banner stack and the widget hosts need from the server for each page: the mass alert and the test switch.
import type { PageContextServer } from 'vike/types'
import type { Context } from 'hono'
import type { AppEnv } from '../../edge/context'
import { entryOfRequest, type TInfluencerBanner, type TMassAlert } from '../../domain/banners'
import { cachedMassAlert } from '../../edge/alerts/mass-alert-cache'
import { siteFacts } from '../../edge/legal/site-facts'
import type { TSupportContacts } from '../../domain/support'

export type TWidgetsContext = {
  /** getLastActiveMassAlert for this request; null when none is active or it could not be read. */
  massAlert: TMassAlert | null
  /** The blogger offer of the visitor's entry source (address `entry`, then the guard's cookie); null without one. */
  influencer: TInfluencerBanner | null
  /** Only outside production: ToastHost and PopupHost expose window.__campusWidgets for end-to-end tests. */
  testHooks: boolean
  /** The support popup's contacts and the help-desk widget's script (null in local mode), from the settings. */
  support: TSupportContacts | null
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Vike's documented way to type pageContext
  namespace Vike {
    interface PageContext {
      widgets?: TWidgetsContext
    }
  }
}

// @vikejs/hono hands the Hono context to Vike as `runtime.hono`; the app's middleware put `deps` on it.
function honoOf(pageContext: PageContextServer): Context<AppEnv> | undefined {
  const runtime = (pageContext as unknown as { runtime?: { hono?: Context<AppEnv> } }).runtime
  return runtime?.hono
}

export async function loadWidgetsContext(pageContext: PageContextServer): Promise<TWidgetsContext> {
  const deps = honoOf(pageContext)?.get('deps')
  const hono = honoOf(pageContext)
  if (!deps || !hono) return { massAlert: null, influencer: null, testHooks: false, support: null }
  // A banner must never take a page down: if the alert cannot be read, the page renders without it.
  const massAlert = await cachedMassAlert({ db: deps.db, realtime: deps.realtime }).catch((e: unknown) => {
    deps.log.warn('mass alert: could not read for the page', { error: String(e) })
    return null
  })
  const entry = entryOfRequest(new URL(hono.req.url).searchParams, hono.req.header('cookie'))
  const influencer = await deps.caches.influencerBanners.get({ db: deps.db, log: deps.log, title: entry }).catch(() => null)
  const facts = siteFacts(deps.settings)
  const support: TSupportContacts = {
    helpDeskUrl: deps.settings.USEDESK_WIDGET_URL ?? null,
    telegramUrl: facts.telegramUrl,
    email: facts.supportEmail,
    phone: facts.supportPhone,
    phoneHref: facts.supportPhoneHref,
  }
  return { massAlert, influencer, testHooks: deps.settings.APP_ENV !== 'production', support }
}
