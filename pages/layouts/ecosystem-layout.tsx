// Ecosystem layout (the cabinet and the mobile web-app): header, quick menu of recent orders, the page.
// Its islands hydrate on pages that have a +client.ts calling hydrateIslands().
import type { ReactNode } from 'react'
import { Island } from '../../islands/island'
import QuickMenu from '../../islands/quick-menu.island'
import BalanceSidebar from '../../islands/balance-sidebar.island'
import { CabinetHeader, type TBalanceLinks } from './cabinet-header'
import { WebappTabbar } from './webapp-tabbar'
import { PageBanners, PageCookieNotice, WidgetHosts } from '../components/page-widgets'

// The banner of a tab where an administrator looks at a client's cabinet read-only (issue 17, from_admin), with its
// way out: the look ends in this tab, which goes back to the user's card (islands/admin/people/impersonate.island.tsx).
// Kept here, not in domain/banners.ts: that module sits in every cabinet page's browser chunk, which never shows them.
const ADMIN_VIEW_BANNER = 'Вы смотрите кабинет как администратор — только просмотр'
const ADMIN_VIEW_END = 'Закончить просмотр'
const ADMIN_VIEW_END_PATH = '/admin/impersonate?end=1'

type Props = {
  pathname: string
  balance: TBalanceLinks
  /** Set on /webapp routes: the compact app-like header with this title. */
  webapp?: { title: string; home: string }
  /** False on the dashboards, which show the quick menu as their own section. */
  quickMenuRail: boolean
  children: ReactNode
}

export function EcosystemLayout({ pathname, balance, webapp, quickMenuRail, children }: Props) {
  return (
    <div className="page page--eco" data-variant={webapp ? 'webapp' : 'cabinet'}>
      <a className="skip-link" href="#main">
        Перейти к содержимому
      </a>
      <CabinetHeader pathname={pathname} balance={balance} webapp={webapp} />
      <div className="eco-body">
        <main id="main" className="eco-main">
          {/* Shown only in a tab where an administrator looks at this cabinet (the guard marks <html>; no JavaScript). */}
          <p className="admin-view-banner" role="status">
            {ADMIN_VIEW_BANNER}{' '}
            <a className="admin-view-banner__end" href={ADMIN_VIEW_END_PATH}>
              {ADMIN_VIEW_END}
            </a>
          </p>
          <PageBanners layout="ecosystem" live />
          {children}
        </main>
        {/* After the page in reading order: on a phone the recent-orders strip sits below the page's own form, so the
            main action is in the first screen (issue 33); from 1280 px it is the side rail on the left (chrome.css). */}
        {quickMenuRail && (
          <aside className="eco-aside">
            <Island name="quick-menu" component={QuickMenu} props={{ variant: 'rail' }} />
          </aside>
        )}
      </div>
      {webapp && <WebappTabbar pathname={pathname} />}
      <Island name="balance-sidebar" component={BalanceSidebar} props={{ initialOpen: balance.initialOpen, closeHref: balance.closeHref }} />
      <WidgetHosts />
      <PageCookieNotice />
    </div>
  )
}
