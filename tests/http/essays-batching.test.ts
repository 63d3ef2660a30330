// The client's text works with their references and logs: one query for each part per request, whatever the number of
// orders (a per-request batch instead of a query per order), and each order still gets only its own rows.
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../../edge/context'
import { createApp } from '../../edge/app'
import type { TestDb } from '../helpers/test-db'
import { gql } from './auth-support'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import { countingDb, seedClient, seedOrder } from '../helpers/unified-orders'

let t: TestDb
let app: TTestApp
let deps: AppDeps
useTestApp((made) => ({ t, app, deps } = made))

const MINE = `{ me { aiEssayOrders(first: 20) { total data { id topic logs { event } references { id referenceData { title } } } } } }`

async function clientWithOrders(n: number) {
  const c = await seedClient(t.db, deps.settings.APP_JWT_SECRET)
  for (let i = 0; i < n; i++) {
    const unified = await seedOrder(t.db, { userId: c.id, typeId: 5, status: 2, text: `Работа ${i}`, essayStatus: 5 })
    const [o] = await t.db.query<{ id: string }>(`select id::text as id from public.ai_essay_orders where unified_order_id = $1`, [unified])
    await t.db.query(`insert into public.ai_essay_order_logs (ai_essay_order_id, event) values ($1, $2), ($1, 'second')`, [o!.id, `log-${i}`])
    await t.db.query(`insert into public.ai_essay_order_references (ai_essay_order_id, data) values ($1, $2::text::jsonb)`, [o!.id, JSON.stringify({ title: `Источник ${i}` })])
  }
  return c
}

describe('me.aiEssayOrders with references and logs', () => {
  it('runs the same number of queries for 1 order and for 8, and keeps each order’s rows to itself', async () => {
    const counting = countingDb(t.db)
    const counted = createApp({ ...deps, db: counting.db })
    const run = async (headers: Record<string, string>) => {
      counting.reset()
      const res = await gql(counted, MINE, {}, headers)
      expect(res.errors).toBeUndefined()
      return { n: counting.count(), orders: res.data.me.aiEssayOrders.data as { topic: string; logs: { event: string }[]; references: { referenceData: { title: string } }[] }[] }
    }
    const one = await run((await clientWithOrders(1)).headers)
    const eight = await run((await clientWithOrders(8)).headers)
    expect(eight.orders).toHaveLength(8)
    expect(eight.n).toBe(one.n)
    for (const o of eight.orders) {
      const i = o.topic.replace('Работа ', '')
      expect(o.logs.map((l) => l.event)).toEqual([`log-${i}`, 'second'])
      expect(o.references.map((r) => r.referenceData.title)).toEqual([`Источник ${i}`])
    }
  })

  it('never lends one client’s rows to another in the same batch', async () => {
    const mine = await clientWithOrders(1)
    await clientWithOrders(1)
    const res = await gql(app, MINE, {}, mine.headers)
    expect(res.data.me.aiEssayOrders.data).toHaveLength(1)
    expect(res.data.me.aiEssayOrders.data[0].logs).toHaveLength(2)
  })
})
