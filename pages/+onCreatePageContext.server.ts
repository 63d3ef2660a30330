// Per-request server data every layout needs: the mass alert for the banner stack, the widget test switch and the
// site's origin for the head's canonical and Open Graph addresses.
import type { PageContextServer } from 'vike/types'
import { loadWidgetsContext } from './components/widgets-context.server'
import { siteOriginOf } from './components/site-origin.server'

export default async function onCreatePageContext(pageContext: PageContextServer) {
  pageContext.siteOrigin = siteOriginOf(pageContext)
  pageContext.widgets = await loadWidgetsContext(pageContext)
}
