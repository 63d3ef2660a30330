// Every redirect and short link of platform.md §2 and orders.md §2 through the Hono app: status, Location, analytics event.
import { beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../../edge/app'
import type { TestDb } from '../helpers/test-db'
import type { AppDeps } from '../../edge/context'
import type { Db } from '../../edge/db/port'
import { issueToken } from '../../edge/auth/token'
import { useTestDeps } from '../helpers/test-app'

let t: TestDb
let deps: AppDeps
useTestDeps((made) => ({ t, deps } = made))
// Events are append-only (20261125002900_analytics_events.sql): each test reads only the ones stored after it began.
let seenId = 0
beforeEach(async () => {
  const [row] = await t.db.query<{ id: string | null }>('select max(id)::text as id from private.analytics_events')
  seenId = Number(row?.id ?? 0)
})

const ORDER = '6f1d2c3b-0a4e-4f5a-9b8c-7d6e5f4a3b2c'
type Row = [path: string, status: number, location: string]

const OLD_PATHS: Row[] = [
  ['/app', 302, '/ecosystem'],
  ['/app/', 302, '/ecosystem'],
  ['/app/my-orders?tab=done', 302, '/ecosystem/my-orders?tab=done'],
  ['/app/task-solver/42?x=1', 302, '/ecosystem/task-solver/42?x=1'],
  ['/app/library/search?q=1', 302, '/ecosystem/task-solver?q=1'],
  ['/ecosystem/library', 302, '/ecosystem/task-solver'],
  ['/ecosystem/library/?entry=mail', 302, '/ecosystem/task-solver?entry=mail'],
  // /ecosystem/ai is the AI start page (the task start form asking the AI straight away).
  ['/ecosystem/ai/', 301, '/ecosystem/ai'],
  ['/ecosystem/ai/start', 302, '/ecosystem/ai'],
  ['/ecosystem/library/start', 302, '/ecosystem/task-solver'],
  ['/ecosystem/task-solver/start?subject=3', 302, '/ecosystem/task-solver?subject=3'],
  ['/ecosystem/text-copilot/start?topic=x', 302, '/ecosystem/text-copilot?topic=x'],
  ['/ecosystem/slides-copilot/start', 302, '/ecosystem/slides-copilot'],
  [`/ecosystem/task-solver/${ORDER}/ai/77?a=1`, 302, `/ecosystem/task-solver/${ORDER}?a=1`],
  [`/ecosystem/task-solver/${ORDER}/ai-law/78`, 302, `/ecosystem/task-solver/${ORDER}`],
  [`/ecosystem/task-solver/${ORDER}/library/79?b=2&c=3`, 302, `/ecosystem/task-solver/${ORDER}?b=2&c=3`],
  ['/ecosystem/ai/history?x=1', 302, '/ecosystem/my-orders?x=1'],
  ['/ecosystem/ai/order', 302, '/ecosystem/task-solver'],
  ['/ecosystem/ai/order/55?x=1', 302, '/ecosystem/ai/55?x=1'],
  ['/ecosystem/ai/text-copilot?essayTopic=Reform&workTypeId=2', 302, '/ecosystem/text-copilot?workTypeId=2&topic=Reform'],
  ['/ecosystem/ai/text-copilot?essay_topic=Reform', 302, '/ecosystem/text-copilot?topic=Reform'],
  ['/ecosystem/library/search?search=physics', 302, '/ecosystem/task-solver?search=physics'],
  ['/ecosystem/library/viewed', 302, '/ecosystem/my-orders'],
  ['/ecosystem/library/my-works?page=2', 302, '/ecosystem/my-orders?page=2'],
  ['/ecosystem/library/type/kursovaya', 302, '/ecosystem/task-solver'],
  ['/ecosystem/library/subject/istoriya?x=1', 302, '/ecosystem/task-solver?x=1'],
  ['/ecosystem/library/work/123', 302, '/ecosystem/task-solver'],
  ['/biblioteka', 301, '/biblioteka/'],
  ['/referat/istoriya-rossii-123?utm_source=x', 301, '/referat/istoriya-rossii-123/?utm_source=x'],
  ['/ecosystem/profile/', 301, '/ecosystem/profile'],
]

const SHORT_LINKS: Row[] = [
  ['/s/o/s', 302, '/ecosystem'],
  ['/s/o/p', 302, '/ecosystem/profile'],
  ['/s/l', 302, '/ecosystem/task-solver'],
  ['/s/l/v', 302, '/ecosystem/my-orders'],
  [`/s/l/v/${ORDER}`, 302, `/ecosystem/task-solver/${ORDER}`],
  ['/s/l/vl', 302, '/ecosystem'],
  ['/s/l/w', 302, '/ecosystem/my-orders'],
  ['/s/l/w/91', 302, '/ecosystem/task-solver/91'],
  ['/s/a', 302, '/ecosystem/task-solver'],
  ['/s/a/92', 302, '/ecosystem/task-solver/92'],
  ['/s/s', 302, '/ecosystem/subscription'],
  ['/s/rb/a', 302, '/ecosystem/task-solver?showRefillBalancePopup=AI'],
  ['/s/rb/l', 302, '/ecosystem/task-solver?showRefillBalancePopup=library'],
  ['/s/l/v/93?entry=tg_bot&utm_term=x', 302, '/ecosystem/task-solver/93?entry=tg_bot'],
  ['/s/rb/l?entry=a_very_long_entry_value', 302, '/ecosystem/task-solver?showRefillBalancePopup=library'],
  ['/s/a?entry=1234567890123456789', 302, '/ecosystem/task-solver?entry=1234567890123456789'],
  ['/s/a?entry=12345678901234567890', 302, '/ecosystem/task-solver'],
  ['/s/o/s/', 302, '/ecosystem'],
]

async function events(db: Db) {
  return db.query<{ name: string; props: Record<string, string>; fingerprint: string | null; user_id: string | null }>(
    'select name, props, fingerprint, user_id::text from private.analytics_events where id > $1 order by id',
    [seenId],
  )
}

describe('old paths and /app', () => {
  it.each(OLD_PATHS)('%s → %i %s', async (path, status, location) => {
    const res = await createApp(deps).request(path, { redirect: 'manual' })
    expect(res.status).toBe(status)
    expect(res.headers.get('location')).toBe(location)
    expect(await events(t.db)).toEqual([])
  })
})

describe('short links', () => {
  it.each(SHORT_LINKS)('%s → %i %s and a short-link event', async (path, status, location) => {
    const res = await createApp(deps).request(path)
    expect(res.status).toBe(status)
    expect(res.headers.get('location')).toBe(location)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const url = new URL(path, 'http://x')
    expect(await events(t.db)).toEqual([
      {
        name: 'short_link',
        props: { link: url.pathname.split('/').filter(Boolean).slice(1).join('/'), postfix: url.search.slice(1), target: location },
        fingerprint: null,
        user_id: null,
      },
    ])
  })

  it('records the guest fingerprint and the signed-in user with the event only with analytics consent (opt-in)', async () => {
    const userId = '0b7c0d2e-1111-4c1a-9a55-3f6f1c2d9e10'
    // A token counts only while its account exists (edge/auth/token-is-live.ts).
    await t.db.query('insert into public.users (id) values ($1) on conflict do nothing', [userId])
    const token = await issueToken({ userId, secret: deps.settings.APP_JWT_SECRET })
    const consent = (json: string) => `cookie_consent=${encodeURIComponent(json)}`
    const on = consent('{"analytics":true,"marketing":false}')
    await createApp(deps).request('/s/l', { headers: { 'x-fingerprint': 'guest_fp_123456', cookie: on } })
    await createApp(deps).request('/s/a', { headers: { authorization: `Bearer ${token}`, cookie: on } })
    // Not answered yet, or analytics left off: the visit is counted, as nobody in particular.
    await createApp(deps).request('/s/l', { headers: { 'x-fingerprint': 'guest_fp_123456' } })
    await createApp(deps).request('/s/a', { headers: { authorization: `Bearer ${token}`, cookie: consent('{"analytics":false,"marketing":false}') } })
    const rows = await events(t.db)
    expect(rows.map((r) => [r.props.link, r.fingerprint, r.user_id])).toEqual([
      ['l', 'guest_fp_123456', null],
      ['a', null, userId],
      ['l', null, null],
      ['a', null, null],
    ])
  })

  it('still redirects when the event cannot be recorded', async () => {
    const down = () => Promise.reject(new Error('database is down'))
    const failing: Db = { ...t.db, query: down, transaction: down }
    const res = await createApp({ ...deps, db: failing }).request('/s/l/v')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/ecosystem/my-orders')
    // A signed-in visitor's token cannot be checked either; the redirect still happens.
    const token = await issueToken({ userId: '0b7c0d2e-1111-4c1a-9a55-3f6f1c2d9e10', secret: deps.settings.APP_JWT_SECRET })
    const signedIn = await createApp({ ...deps, db: failing }).request('/s/l/v', { headers: { authorization: `Bearer ${token}` } })
    expect(signedIn.status).toBe(302)
  })

  it('does not redirect other methods', async () => {
    const res = await createApp(deps).request('/s/l', { method: 'POST' })
    expect(res.status).not.toBe(302)
    expect(await events(t.db)).toEqual([])
  })

  it('answers HEAD like GET', async () => {
    const res = await createApp(deps).request('/s/a/5', { method: 'HEAD' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/ecosystem/task-solver/5')
  })
})

describe('not-found paths', () => {
  // Without the pages mounted, the app passes the rewritten request on: the page renderer sees /not-found.
  it.each(['/s', '/s/', '/s/unknown', '/m', '/m/context', '/m/context/'])('%s is shown the not-found page', async (path) => {
    const app = createApp(deps)
    let seen = ''
    app.get('*', (c) => {
      seen = new URL(c.req.raw.url).pathname
      return c.text('page', 404)
    })
    const res = await app.request(path)
    expect(res.status).toBe(404)
    expect(seen).toBe('/not-found')
    expect(await events(t.db)).toEqual([])
  })
})

describe('/ref/{id}', () => {
  it('answers a tiny HTML that stores the referral id and goes to the client main page', async () => {
    const res = await createApp(deps).request('/ref/Abc123?entry=vk')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await res.text()
    expect(html).toContain(`localStorage.setItem("referralId","Abc123")`)
    expect(html).toContain(`location.replace("/ecosystem?entry=vk")`)
    expect(html).toContain('<meta http-equiv="refresh" content="0;url=/ecosystem?entry=vk">')
    expect(html.length).toBeLessThan(600)
  })

  it.each(['/ref/' + 'a'.repeat(65), '/ref/bad-id', '/ref/%3Cscript%3E', '/ref/a.b'])('%s is not a referral link', async (path) => {
    const app = createApp(deps)
    app.get('*', (c) => c.text('page', 404))
    const res = await app.request(path)
    expect(res.status).toBe(404)
    expect(await res.text()).toBe('page')
  })
})
