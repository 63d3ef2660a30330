// Root layout: every page, the error pages included, gets the chrome its route's `layout` names.
import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { pickLayout, balanceLinks } from './layouts/pick-layout'
import { EmptyLayout } from './layouts/empty-layout'
import { BaseLayout } from './layouts/base-layout'
import { LandingLayout } from './layouts/landing-layout'
import { EcosystemLayout } from './layouts/ecosystem-layout'
import './styles.css'

export default function Layout({ children }: { children: ReactNode }) {
  const ctx = usePageContext()
  const pathname = ctx.urlPathname
  const choice = pickLayout(pathname, Boolean(ctx.is404 || ctx.abortStatusCode || ctx.errorWhileRendering))
  switch (choice.layout) {
    case 'empty':
      return <EmptyLayout>{children}</EmptyLayout>
    case 'landing':
      return <LandingLayout pathname={pathname}>{children}</LandingLayout>
    case 'ecosystem':
      return (
        <EcosystemLayout pathname={pathname} balance={balanceLinks(pathname, ctx.urlParsed.search)} webapp={choice.webapp} quickMenuRail={choice.quickMenuRail}>
          {children}
        </EcosystemLayout>
      )
    default:
      return <BaseLayout>{children}</BaseLayout>
  }
}
