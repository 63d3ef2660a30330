// Server-side data hook of the coming-soon page: nothing to load; the test-only failure switch lives here.
import type { PageContextServer } from 'vike/types'
import { failIfForcedServerError } from '../../edge/routing/test-server-error'

export default function data(pageContext: PageContextServer) {
  failIfForcedServerError(pageContext)
  return null
}
