// GET /api/admin/analytics/funnel: an administrator (role id 4) gets the funnel of seeded events; a guest and a client
// get the very answer of an unknown /api address; bad dates are a Russian 400.
import { describe, expect, it } from 'vitest'
import type { TestDb } from '../../tests/helpers/test-db'
import type { AppDeps } from '../context'
import { useTestApp, type TTestApp } from '../../tests/helpers/test-app'
import { bearer, freshFingerprint } from '../../tests/http/auth-support'
import { issueToken } from '../auth/token'
import { verifiedAdminToken } from '../../tests/helpers/admin'
import { moscowToday } from '../../domain/analytics/funnel'
import { storeEvents } from './store-events'

let t: TestDb
let app: TTestApp
let deps: AppDeps
useTestApp((made) => ({ t, app, deps } = made))

const ADMIN = '00000000-0000-4000-8000-0000000000a4'
const CLIENT = '00000000-0000-4000-8000-0000000000c4'
const PAYER = '00000000-0000-4000-8000-0000000000b4'

async function users() {
  await t.db.query(`insert into public.users (id, name, role_id) values ($1, 'Админ', 4), ($2, 'Клиент', 1), ($3, 'Плательщик', 1) on conflict do nothing`, [ADMIN, CLIENT, PAYER])
}
const tokenOf = (userId: string) => issueToken({ userId, secret: deps.settings.APP_JWT_SECRET })
// An administrator's token opens the back-office only after the second factor.
const adminToken = () => verifiedAdminToken(t.db, deps.settings.APP_JWT_SECRET, ADMIN)
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers })
const today = () => moscowToday(new Date())
// The events are an hour old at most: yesterday and today hold them even just after midnight.
const yesterday = () => moscowToday(new Date(Date.now() - 86_400_000))

describe('GET /api/admin/analytics/funnel', () => {
  it('answers a guest, a client and a forged role exactly like an unknown /api address', async () => {
    await users()
    const unknown = await get('/api/admin/analytics/nothing-here')
    expect(unknown.status).toBe(404)
    const unknownBody = await unknown.text()
    const client = bearer(await tokenOf(CLIENT))
    for (const headers of [{}, client, bearer('not-a-token')]) {
      for (const path of ['/api/admin/analytics/funnel', '/api/admin/analytics/funnel?from=2025-13-40&to=x']) {
        const res = await get(path, headers)
        expect(res.status).toBe(404)
        expect(await res.text()).toBe(unknownBody)
        expect(res.headers.get('content-type')).toBe(unknown.headers.get('content-type'))
      }
    }
  })

  it('gives an administrator the four steps counted by distinct visitor with step conversion', async () => {
    await users()
    const at = (minutes: number) => new Date(Date.now() - 60 * 60_000 + minutes * 60_000)
    const guests = [freshFingerprint(), freshFingerprint(), freshFingerprint(), freshFingerprint()]
    await storeEvents(deps.db, [
      // Four visitors land (one of them twice), two start an order, one orders and pays, signed in as PAYER.
      ...guests.map((fingerprint, i) => ({ name: 'landing_view', fingerprint, createdAt: at(i) })),
      { name: 'landing_view', fingerprint: guests[0], createdAt: at(5) },
      { name: 'order_start', fingerprint: guests[0], createdAt: at(10) },
      { name: 'order_start', fingerprint: guests[1], createdAt: at(11) },
      // Starting before landing is no funnel step.
      { name: 'order_start', fingerprint: freshFingerprint(), createdAt: at(12) },
      { name: 'order_start', fingerprint: guests[1], userId: PAYER, createdAt: at(13) },
      { name: 'order_created', userId: PAYER, createdAt: at(20) },
      { name: 'payment_succeeded', userId: PAYER, createdAt: at(30) },
    ])
    const res = await get(`/api/admin/analytics/funnel?from=${yesterday()}&to=${today()}`, bearer(await adminToken()))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({
      from: yesterday(),
      to: today(),
      steps: [
        { step: 1, name: 'landing_view', title: 'Лендинг', subjects: 4, conversion: null },
        { step: 2, name: 'order_start', title: 'Начало заказа', subjects: 2, conversion: 50 },
        { step: 3, name: 'order_created', title: 'Заказ создан', subjects: 1, conversion: 50 },
        { step: 4, name: 'payment_succeeded', title: 'Оплата', subjects: 1, conversion: 100 },
      ],
    })

    // The default period is the last 30 days up to today; a period before the events counts nothing.
    const byDefault = (await (await get('/api/admin/analytics/funnel', bearer(await adminToken()))).json()) as { from: string; to: string; steps: { subjects: number }[] }
    expect(byDefault.to).toBe(today())
    expect((Date.parse(byDefault.to) - Date.parse(byDefault.from)) / 86_400_000).toBe(29)
    expect(byDefault.steps.map((s) => s.subjects)).toEqual([4, 2, 1, 1])
    const before = (await (await get('/api/admin/analytics/funnel?from=2024-01-01&to=2024-01-31', bearer(await adminToken()))).json()) as { steps: { subjects: number; conversion: number | null }[] }
    expect(before.steps.map((s) => [s.subjects, s.conversion])).toEqual([[0, null], [0, 0], [0, 0], [0, 0]])
  })

  it.each([
    ['a day that does not exist', 'from=2025-02-30&to=2025-03-01', /существующая дата/],
    ['a day in another format', 'from=01.02.2025', /ГГГГ-ММ-ДД/],
    ['a reversed period', 'from=2025-03-02&to=2025-03-01', /Начало периода позже его конца/],
    ['a period over 366 days', 'from=2024-01-01&to=2025-01-01', /не длиннее 366 дней/],
  ])('refuses %s with a Russian 400', async (_label, query, message) => {
    await users()
    const res = await get(`/api/admin/analytics/funnel?${query}`, bearer(await adminToken()))
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error_message: string; code: string }
    expect(body.code).toBe('BAD_REQUEST')
    expect(body.error_message).toMatch(message)
  })

  it('takes exactly 366 days', async () => {
    await users()
    const res = await get('/api/admin/analytics/funnel?from=2024-01-01&to=2024-12-31', bearer(await adminToken()))
    expect(res.status).toBe(200)
  })
})
