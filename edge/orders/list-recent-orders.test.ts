import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { createApp } from '../app'
import { issueToken } from '../auth/token'
import { createLogger } from '../log'
import { readSettings } from '../settings'
import type { AppDeps } from '../context'
import { listRecentOrders } from './list-recent-orders'
import { testPorts } from '../../tests/helpers/app-deps'
import { createAppCaches } from '../runtime/app-caches'

const ME = '00000000-0000-4000-8000-0000000000e1'
const OTHER = '00000000-0000-4000-8000-0000000000e2'
const NEWCOMER = '00000000-0000-4000-8000-0000000000e3'
const FINGERPRINT = 'recent-orders-fingerprint-1'

let t: TestDb
beforeAll(async () => {
  t = await testDb()
  await t.db.query(`insert into public.users (id, name) values ($1, 'Я'), ($2, 'Другой'), ($3, 'Новичок')`, [ME, OTHER, NEWCOMER])
  // Six orders of mine a minute apart (the 6th is newest), one of another client, one guest order of my browser.
  for (let i = 1; i <= 6; i++) {
    await t.db.query(
      `insert into public.unified_orders (user_id, type_id, text, created_at) values ($1, $2, $3, now() - make_interval(mins => $4))`,
      [ME, i % 2 ? 5 : 9, `Заказ ${i}`, 10 - i],
    )
  }
  await t.db.query(`insert into public.unified_orders (user_id, type_id, text, created_at) values ($1, 1, 'Чужой', now())`, [OTHER])
  await t.db.query(`insert into public.unified_orders (guest_fingerprint, type_id, text, created_at) values ($1, 1, 'Гостевой', now())`, [FINGERPRINT])
})
afterAll(async () => {
  await t.dispose()
})

describe('listRecentOrders', () => {
  it('returns the caller’s 4 newest orders, newest first', async () => {
    const list = await listRecentOrders({ db: t.db, caller: { role: 'authenticated', userId: ME, fingerprint: FINGERPRINT } })
    expect(list.map((o) => o.title)).toEqual(['Заказ 6', 'Заказ 5', 'Заказ 4', 'Заказ 3'])
    expect(list[0]).toMatchObject({ kind: 'slides', title: 'Заказ 6' })
    expect(list[0]?.id).toMatch(/^\d+$/)
    expect(list[0]?.createdAt).toBeInstanceOf(Date)
  })

  it('breaks a tie in creation time by the newer id', async () => {
    const [a] = await t.db.query<{ id: string }>(`insert into public.unified_orders (user_id, type_id, created_at) values ($1, 1, '2030-01-01T00:00:00Z') returning id`, [NEWCOMER])
    const [b] = await t.db.query<{ id: string }>(`insert into public.unified_orders (user_id, type_id, created_at) values ($1, 1, '2030-01-01T00:00:00Z') returning id`, [NEWCOMER])
    const list = await listRecentOrders({ db: t.db, caller: { role: 'authenticated', userId: NEWCOMER } })
    expect(list.map((o) => o.id)).toEqual([String(b?.id), String(a?.id)])
    expect(list[0]).toMatchObject({ kind: 'task', title: null })
  })

  it('gives a guest nothing, even with orders on their fingerprint', async () => {
    expect(await listRecentOrders({ db: t.db, caller: { role: 'anon', fingerprint: FINGERPRINT } })).toEqual([])
  })

  it('never shows another client’s orders', async () => {
    const list = await listRecentOrders({ db: t.db, caller: { role: 'authenticated', userId: OTHER } })
    expect(list.map((o) => o.title)).toEqual(['Чужой'])
  })

  it('reads as the authenticated role under row-level security, not as the connection owner', async () => {
    const caller = { role: 'authenticated' as const, userId: ME }
    await t.db.exec('revoke select on public.unified_orders from authenticated')
    try {
      await expect(listRecentOrders({ db: t.db, caller })).rejects.toThrow(/permission denied/)
    } finally {
      await t.db.exec('grant select on public.unified_orders to authenticated')
    }
    // With the policy gone, RLS hides every row: the function relies on it rather than bypassing it.
    await t.db.exec('alter policy "Unified orders are visible to their owner" on public.unified_orders using (false)')
    try {
      expect(await listRecentOrders({ db: t.db, caller })).toEqual([])
    } finally {
      await t.db.exec('alter policy "Unified orders are visible to their owner" on public.unified_orders using (private.owns_order(user_id, guest_fingerprint))')
    }
    expect(await listRecentOrders({ db: t.db, caller })).toHaveLength(4)
  })
})

describe('POST /graphql me { recentOrders }', () => {
  const deps = (): AppDeps => ({
    settings: readSettings({ APP_ENV: 'test' }),
    ports: testPorts(readSettings({ APP_ENV: 'test' }), t.db),
    caches: createAppCaches(),
    db: t.db,
    realtime: { publish: async () => {}, subscribe: () => () => {}, stop: async () => {} } as unknown as AppDeps['realtime'],
    log: createLogger('silent'),
  })

  it('answers the 4 recent orders inside me for a signed-in client', async () => {
    const d = deps()
    const token = await issueToken({ userId: ME, secret: d.settings.APP_JWT_SECRET })
    const res = await createApp(d).request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ me { recentOrders { id kind title createdAt } } }' }),
    })
    const body = (await res.json()) as { data: { me: { recentOrders: { title: string; createdAt: string }[] } }; errors?: unknown }
    expect(body.errors).toBeUndefined()
    expect(body.data.me.recentOrders.map((o) => o.title)).toEqual(['Заказ 6', 'Заказ 5', 'Заказ 4', 'Заказ 3'])
    expect(body.data.me.recentOrders[0]?.createdAt).toMatch(/Z$/)
  })
})
