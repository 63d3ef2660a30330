// Server-side data hook of the coming-soon page: nothing to load; the test-only failure switch lives here.
import type { PageContextServer } from 'vike/types'
import { FORCE_SERVER_ERROR_FIELD } from '../../edge/routing/test-server-error'

export default function data(pageContext: PageContextServer) {
  // Only the APP_ENV=test middleware can set this field (edge/routing/test-server-error.ts).
  if ((pageContext as unknown as Record<string, unknown>)[FORCE_SERVER_ERROR_FIELD] === true) {
    throw new Error('Ошибка по запросу теста: проверка страницы 500')
  }
  return null
}
