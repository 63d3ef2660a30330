// Every route of the table through the Hono app, in front of the pages: reached as spelt, moved to the table's
// spelling otherwise. The rendered pages themselves are checked against the built server in tests/e2e/routing.e2e.ts.
import { describe, expect, it } from 'vitest'
import { createApp } from '../../edge/app'
import { withSettings } from '../helpers/app-deps'
import { ROUTE_EXAMPLES } from '../helpers/route-examples'
import type { AppDeps } from '../../edge/context'
import { TEST_SERVER_ERROR_HEADER, FORCE_SERVER_ERROR_FIELD } from '../../edge/routing/test-server-error'
import { useTestDeps } from '../helpers/test-app'

let deps: AppDeps
useTestDeps((made) => ({ deps } = made))

/** The app with a stand-in for the pages: answers with the path it was asked for. */
function appWithPages(d: AppDeps = deps) {
  const app = createApp(d)
  app.get('*', (c) => {
    const pageContext = (c as unknown as { get(k: symbol): Record<string, unknown> | undefined }).get(Symbol.for('unContext'))
    return c.json({ path: new URL(c.req.raw.url).pathname, forced: pageContext?.[FORCE_SERVER_ERROR_FIELD] === true })
  })
  return app
}

const toggled = (path: string) => (path.endsWith('/') ? path.slice(0, -1) : `${path}/`)

describe('every route of the table', () => {
  it.each(ROUTE_EXAMPLES.map((e) => [e.route.name, e.path]))('%s: %s reaches the pages as it is', async (_, path) => {
    const res = await appWithPages().request(`${path}?utm_source=t`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ path, forced: false })
  })

  it.each(ROUTE_EXAMPLES.filter((e) => e.path !== '/').map((e) => [e.route.name, toggled(e.path), e.path]))(
    '%s: %s moves to %s',
    async (_, from, to) => {
      const res = await appWithPages().request(`${from}?utm_source=t`)
      expect(res.status).toBe(301)
      expect(res.headers.get('location')).toBe(`${to}?utm_source=t`)
    },
  )
})

describe('forced server error (the 500 page test hook)', () => {
  it(`sets the page flag for ${TEST_SERVER_ERROR_HEADER} in APP_ENV=test`, async () => {
    const res = await appWithPages().request('/faq', { headers: { [TEST_SERVER_ERROR_HEADER]: '1' } })
    expect(await res.json()).toEqual({ path: '/faq', forced: true })
  })

  it('does nothing in production', async () => {
    const prod = withSettings(deps, { APP_ENV: 'production' as const })
    const res = await appWithPages(prod).request('/faq', { headers: { [TEST_SERVER_ERROR_HEADER]: '1' } })
    expect(await res.json()).toEqual({ path: '/faq', forced: false })
  })
})
