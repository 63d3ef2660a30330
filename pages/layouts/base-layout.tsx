// Base single-page layout (auth, block screen, not-found): a minimal header with the logo and the page, nothing else.
import type { ReactNode } from 'react'
import { Logo } from './logo'
import { PageCookieNotice } from '../components/page-widgets'

export function BaseLayout({ children }: { children: ReactNode }) {
  return (
    <div className="page page--base">
      <header className="base-header">
        <div className="container">
          <Logo />
        </div>
      </header>
      <main id="main" className="base-main container">
        {children}
      </main>
      <PageCookieNotice />
    </div>
  )
}
