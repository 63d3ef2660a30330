// Per-request server data every layout needs: the mass alert for the banner stack and the widget test switch.
import type { PageContextServer } from 'vike/types'
import { loadWidgetsContext } from './components/widgets-context.server'

export default async function onCreatePageContext(pageContext: PageContextServer) {
  pageContext.widgets = await loadWidgetsContext(pageContext)
}
