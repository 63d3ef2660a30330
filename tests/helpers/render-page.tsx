// A Vike page rendered the way the server renders it, without the build: its +data hook run over the app's deps behind a
// minimal Hono context, then +Page (or any component) inside vike-react's page context, to static markup.
import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { PageContext, PageContextServer } from 'vike/types'
import type { AppDeps } from '../../edge/context'

/** A component inside a page context made of `pageContext` (urlParsed defaults to an empty query). */
export function renderInPageContext(Component: ComponentType, pageContext: Record<string, unknown>): string {
  const pc = { urlParsed: { search: {} }, ...pageContext } as unknown as PageContext
  return renderToStaticMarkup(
    <VikeReactProviderPageContext pageContext={pc}>
      <Component />
    </VikeReactProviderPageContext>,
  )
}

type TPageData = (pageContext: PageContextServer) => Promise<unknown>

/** A page's +data over `deps` for `path` (with its query, no cookies), then its +Page with that data. */
export async function renderServerPage(Page: ComponentType, data: TPageData, deps: AppDeps, path: string): Promise<string> {
  const url = new URL(path, 'https://kampus.test')
  const search = Object.fromEntries(url.searchParams)
  const hono = { get: (key: string) => (key === 'deps' ? deps : undefined), req: { header: () => undefined, url: url.href } }
  const server = { runtime: { hono }, urlParsed: { search }, urlPathname: url.pathname } as unknown as PageContextServer
  return renderInPageContext(Page, { data: await data(server), urlParsed: { search }, urlPathname: url.pathname })
}
