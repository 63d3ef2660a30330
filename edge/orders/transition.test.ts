// The text work's transitions table through the real transition(): every allowed move from every status it lists, and
// every forbidden one (a status outside `from`), which must change nothing; racing moves of one order, one wins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { asCaller, type Tx } from '../db/port'
import { SERVICE } from '../auth/service-caller'
import type { RealtimeHub, RealtimeMessage } from '../realtime/hub'
import { AppError } from '../http/errors'
import { ESSAY_STATUS, ESSAY_TRANSITIONS, essayUnifiedState, type TEssayStatusName } from '../../domain/essay/statuses'
import { REALTIME_EVENTS } from '../../domain/realtime'
import { assertWellFormed } from '../../domain/orders/machine'
import { jobHandlers } from '../jobs/handlers'
import { ESSAY_MACHINE } from '../essays/order/essay-machine'
import { transition, tryTransition } from './transition'

let t: TestDb
const published: RealtimeMessage[] = []
// Records what a transition publishes; delivery itself is the hub's own tested business.
const hub = { publish: async (_q: unknown, m: RealtimeMessage) => void published.push(m) } as unknown as RealtimeHub
const USER = '00000000-0000-4000-8000-0000000000a1'
let orderId = ''
let unifiedId = ''

beforeAll(async () => {
  t = await testDb()
  await t.db.query(`insert into public.users (id, name) values ($1, 'Студент')`, [USER])
  const [u] = await t.db.query<{ id: string }>(`insert into public.unified_orders (user_id, type_id, text) values ($1, 5, 'Тема') returning id::text as id`, [USER])
  unifiedId = u!.id
  const [o] = await t.db.query<{ id: string }>(`insert into public.ai_essay_orders (user_id, unified_order_id, topic) values ($1, $2, 'Тема') returning id::text as id`, [USER, unifiedId])
  orderId = o!.id
})
afterAll(() => t.dispose())

const STATUSES = Object.keys(ESSAY_STATUS) as TEssayStatusName[]
const service = <T>(fn: (tx: Tx) => Promise<T>) => asCaller(t.db, SERVICE, fn)

type TSnapshot = { status: number; logs: number; jobs: number; unified: { status: number; status_by_search: number | null } }
async function snapshot(): Promise<TSnapshot> {
  const [row] = await t.db.query<{ status: number; logs: number; jobs: number }>(
    `select o.status, (select count(*)::int from public.ai_essay_order_logs where ai_essay_order_id = o.id) as logs,
            (select count(*)::int from private.jobs) as jobs
       from public.ai_essay_orders o where o.id = $1`,
    [orderId],
  )
  const [unified] = await t.db.query<TSnapshot['unified']>(`select status, status_by_search from public.unified_orders where id = $1`, [unifiedId])
  return { status: Number(row!.status), logs: row!.logs, jobs: row!.jobs, unified: { status: Number(unified!.status), status_by_search: unified!.status_by_search } }
}

// Test set-up puts the order where a case starts; only transition() moves it inside a case.
const putAt = (status: TEssayStatusName) => t.db.query(`update public.ai_essay_orders set status = $2, is_paid = false where id = $1`, [orderId, ESSAY_STATUS[status]])

describe('the text work transitions table', () => {
  it('is well formed, names only registered jobs and known events', () => {
    expect(() => assertWellFormed(ESSAY_TRANSITIONS)).not.toThrow()
    const jobs = new Set(jobHandlers.map((j) => j.name))
    for (const tr of ESSAY_TRANSITIONS) {
      if ('job' in tr) expect(jobs, tr.name).toContain(tr.job)
      expect(REALTIME_EVENTS, tr.name).toContain(tr.event)
    }
  })

  it('walks every allowed transition: status, log, unified order, job and event in one go', async () => {
    let walked = 0
    for (const tr of ESSAY_TRANSITIONS) {
      for (const from of tr.from) {
        await putAt(from)
        const before = await snapshot()
        published.length = 0
        const order = await service((tx) => transition(tx, hub, ESSAY_MACHINE, { orderId, name: tr.name, by: tr.by }))
        const after = await snapshot()
        const what = `${tr.name} from ${from}`
        expect(order.status, what).toBe(ESSAY_STATUS[tr.to])
        expect(after.status, what).toBe(ESSAY_STATUS[tr.to])
        expect(after.logs, what).toBe(before.logs + 1)
        expect(after.jobs, what).toBe(before.jobs + ('job' in tr ? 1 : 0))
        const unified = essayUnifiedState(ESSAY_STATUS[tr.to], false)
        expect(after.unified, what).toEqual({ status: unified.status, status_by_search: unified.statusBySearch })
        expect(published.map((m) => m.event), what).toContain(tr.event)
        walked++
      }
    }
    expect(walked).toBe(ESSAY_TRANSITIONS.reduce((n, tr) => n + tr.from.length, 0))
    const [last] = await t.db.query<{ event: string; detail: { from: string; to: string; by: string } }>(
      `select event, detail from public.ai_essay_order_logs where ai_essay_order_id = $1 order by id desc limit 1`,
      [orderId],
    )
    const final = ESSAY_TRANSITIONS.at(-1)!
    expect(last).toEqual({ event: final.name, detail: { from: final.from.at(-1), to: final.to, by: final.by } })
  })

  it('refuses every forbidden transition with STALE_STEP and changes nothing', async () => {
    let refused = 0
    for (const tr of ESSAY_TRANSITIONS) {
      for (const from of STATUSES.filter((s) => !(tr.from as readonly string[]).includes(s))) {
        await putAt(from)
        const before = await snapshot()
        published.length = 0
        const err = await service((tx) => transition(tx, hub, ESSAY_MACHINE, { orderId, name: tr.name, by: tr.by })).catch((e: unknown) => e)
        expect(err, `${tr.name} from ${from}`).toBeInstanceOf(AppError)
        expect(err, `${tr.name} from ${from}`).toMatchObject({ code: 'STALE_STEP', details: { status: ESSAY_STATUS[from] } })
        expect(await snapshot(), `${tr.name} from ${from}`).toEqual(before)
        expect(published).toEqual([])
        refused++
      }
    }
    expect(refused).toBe(ESSAY_TRANSITIONS.reduce((n, tr) => n + STATUSES.length - tr.from.length, 0))
  })

  it('treats a name outside the table or the wrong actor as a wiring mistake, not a stale screen', async () => {
    await putAt('requirementsDefinition')
    await expect(service((tx) => transition(tx, hub, ESSAY_MACHINE, { orderId, name: 'no-such-step', by: 'client' }))).rejects.toThrow(/not in the table/)
    await expect(service((tx) => transition(tx, hub, ESSAY_MACHINE, { orderId, name: 'outline-generated', by: 'client' }))).rejects.toThrow(/not in the table \(actor\)/)
  })

  it('lets a job find the order moved on without an error', async () => {
    await putAt('requirementsDefinition')
    const moved = await service((tx) => tryTransition(tx, hub, ESSAY_MACHINE, { orderId, name: 'outline-generated', by: 'job' }))
    expect(moved).toEqual({ ok: false, status: ESSAY_STATUS.requirementsDefinition })
  })

  it('gives one of 20 racing moves of one order the step, the other 19 STALE_STEP', async () => {
    await putAt('requirementsDefinition')
    const before = await snapshot()
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => service((tx) => transition(tx, hub, ESSAY_MACHINE, { orderId, name: 'outline-requested', by: 'client' }))),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    expect(rejected).toHaveLength(19)
    for (const r of rejected) expect(r.reason).toMatchObject({ code: 'STALE_STEP', details: { status: ESSAY_STATUS.waitingOutlineGeneration } })
    const after = await snapshot()
    expect(after.logs).toBe(before.logs + 1)
    expect(after.jobs).toBe(before.jobs + 1)
  })
})
