// Landing layout (guest pages): marketing header, content, footer and the scroll-to-top button. Zero React in the browser.
import type { ReactNode } from 'react'
import { LandingHeader } from './landing-header'
import { SiteFooter } from './site-footer'
import { ScrollTopButton } from './scroll-top-button'
import { PageBanners, PageCookieNotice } from '../components/page-widgets'

export function LandingLayout({ pathname, children }: { pathname: string; children: ReactNode }) {
  return (
    <div className="page page--landing" id="top">
      <a className="skip-link" href="#main">
        Перейти к содержимому
      </a>
      <LandingHeader pathname={pathname} />
      <main id="main" className="site-main">
        <PageBanners layout="landing" />
        {children}
      </main>
      <SiteFooter />
      <ScrollTopButton />
      <PageCookieNotice />
    </div>
  )
}
