// A page render that fails reaches the error tracker with the request id and the page (pages/+onError.server.ts).
import { expect, it } from 'vitest'
import type { PageContextServer } from 'vike/types'
import onError from './+onError.server'

function pageContext(enabled: boolean) {
  const reports: unknown[] = []
  const errors = { enabled, capture: async (r: unknown) => (reports.push(r), 'sent' as const) }
  const vars: Record<string, unknown> = { deps: { ports: { errors } }, requestId: 'req-page-1' }
  const hono = {
    get: (key: string) => vars[key],
    req: { routePath: '/*' },
    get executionCtx(): never {
      throw new Error('no ExecutionContext on Node')
    },
  }
  return { reports, pageContext: { runtime: { hono }, urlPathname: '/help', pageId: '/pages/help' } as unknown as PageContextServer }
}

it('sends the failed render with its request id and page; nothing when tracking is off or there is no request', () => {
  const on = pageContext(true)
  const error = new Error('data hook failed')
  onError(error, on.pageContext)
  expect(on.reports).toEqual([{ error, where: 'page', requestId: 'req-page-1', tags: { route: '/*', page: '/pages/help' } }])
  const off = pageContext(false)
  onError(error, off.pageContext)
  expect(off.reports).toEqual([])
  expect(() => onError(error, null)).not.toThrow()
})
