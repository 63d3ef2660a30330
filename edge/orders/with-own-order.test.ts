// withOwnOrder: the one way a step reaches the caller's own order. It finds it under the caller's row-level security,
// takes a guest order of this very browser over where the product allows it, locks it, checks the step's statuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import type { Caller } from '../db/port'
import { PRESENTATION_ORDER_MACHINE } from '../presentations/order/presentation-order-machine'
import { AI_ORDER_MACHINE } from '../ai-orders/ai-order-machine'
import { TRAINING_TASK_MACHINE } from '../training/training-machine'
import { withOwnOrder } from './with-own-order'

let t: TestDb
const ANN = '00000000-0000-4000-8000-0000000000b1'
const BOB = '00000000-0000-4000-8000-0000000000b2'
const FP = 'fp-with-own-order-browser-0001'
const ann: Caller = { role: 'authenticated', userId: ANN, fingerprint: FP }
const bob: Caller = { role: 'authenticated', userId: BOB, fingerprint: 'fp-with-own-order-browser-0002' }
const guest: Caller = { role: 'anon', fingerprint: FP }
const otherGuest: Caller = { role: 'anon', fingerprint: 'fp-with-own-order-browser-0003' }

beforeAll(async () => {
  t = await testDb()
  await t.db.query(`insert into public.users (id, name) values ($1, 'Аня'), ($2, 'Боря')`, [ANN, BOB])
})
afterAll(() => t.dispose())

/** A presentation order of a user, or of a guest browser (`user` null). */
async function presentation(user: string | null, fingerprint: string | null): Promise<{ id: string; unifiedId: string }> {
  const [u] = await t.db.query<{ id: string }>(`insert into public.unified_orders (user_id, guest_fingerprint, type_id, text) values ($1, $2, 9, 'Тема') returning id::text as id`, [
    user,
    fingerprint,
  ])
  const [o] = await t.db.query<{ id: string }>(
    `insert into public.ai_presentation_orders (user_id, guest_fingerprint, unified_order_id, topic) values ($1, $2, $3, 'Тема презентации для проверки') returning id::text as id`,
    [user, fingerprint, u!.id],
  )
  return { id: o!.id, unifiedId: u!.id }
}

const owner = async (o: { id: string; unifiedId: string }) => {
  const [row] = await t.db.query<{ order_user: string | null; unified_user: string | null }>(
    `select p.user_id::text as order_user, u.user_id::text as unified_user from public.ai_presentation_orders p join public.unified_orders u on u.id = p.unified_order_id where p.id = $1`,
    [o.id],
  )
  return row!
}

const step = (caller: Caller, id: unknown, extra: { signedIn?: true | string; step?: string } = {}) =>
  withOwnOrder(PRESENTATION_ORDER_MACHINE, { deps: { db: t.db }, caller, id, ...extra }, async (_tx, order) => order.id)

describe('withOwnOrder', () => {
  it('runs the step on the caller’s own order, and finds nobody else’s', async () => {
    const o = await presentation(ANN, null)
    expect(await step(ann, o.id)).toBe(o.id)
    await expect(step(bob, o.id)).rejects.toMatchObject({ code: 'NOT_FOUND', message: PRESENTATION_ORDER_MACHINE.notFound })
    await expect(step(otherGuest, o.id)).rejects.toMatchObject({ code: 'NOT_FOUND' })
    for (const bad of ['x', '', null, {}, '1; drop table x', -1]) await expect(step(ann, bad)).rejects.toMatchObject({ code: 'NOT_FOUND' })
  })

  it('finds an order by its unified order id too', async () => {
    const [u] = await t.db.query<{ id: string }>(`insert into public.unified_orders (user_id, type_id, text) values ($1, 3, 'Вопрос') returning id::text as id`, [ANN])
    const [o] = await t.db.query<{ id: string }>(`insert into public.ai_orders (user_id, unified_order_id, price) values ($1, $2, 0) returning id::text as id`, [ANN, u!.id])
    const run = (caller: Caller) => withOwnOrder(AI_ORDER_MACHINE, { deps: { db: t.db }, caller, unifiedOrderId: u!.id }, async (_tx, order) => order.id)
    expect(await run(ann)).toBe(o!.id)
    await expect(run(bob)).rejects.toMatchObject({ code: 'NOT_FOUND' })
  })

  it('finds an order by its public uuid where the product declares one, and refuses the address elsewhere', async () => {
    const [u] = await t.db.query<{ id: string }>(`insert into public.unified_orders (user_id, type_id, text) values ($1, 8, 'Задача') returning id::text as id`, [ANN])
    const [task] = await t.db.query<{ id: string; uuid: string }>(
      `insert into public.training_tasks (unified_order_id, user_id, task_text, title) values ($1, $2, 'Реши', 'Тема') returning id::text as id, uuid::text as uuid`,
      [u!.id, ANN],
    )
    const run = (caller: Caller, uuid: unknown) => withOwnOrder(TRAINING_TASK_MACHINE, { deps: { db: t.db }, caller, uuid }, async (_tx, order) => order.id)
    expect(await run(ann, task!.uuid)).toBe(task!.id)
    expect(await run(ann, task!.uuid.toUpperCase())).toBe(task!.id)
    await expect(run(bob, task!.uuid)).rejects.toMatchObject({ code: 'NOT_FOUND', message: TRAINING_TASK_MACHINE.notFound })
    for (const bad of ['x', '', null, 7, '00000000-0000-4000-8000-00000000000z']) await expect(run(ann, bad)).rejects.toMatchObject({ code: 'NOT_FOUND' })
    await expect(step(ann, { uuid: task!.uuid } as unknown)).rejects.toMatchObject({ code: 'NOT_FOUND' })
    await expect(withOwnOrder(PRESENTATION_ORDER_MACHINE, { deps: { db: t.db }, caller: ann, uuid: task!.uuid }, async () => 0)).rejects.toThrow(/declares no uuidColumn/)
  })

  it('finds only the caller’s own order where an administrator’s policy shows a client’s orders to read', async () => {
    const ADMIN = '00000000-0000-4000-8000-0000000000b3'
    await t.db.query(`insert into public.users (id, name, role_id) values ($1, 'Админ', 4)`, [ADMIN])
    const [u] = await t.db.query<{ id: string }>(`insert into public.unified_orders (user_id, type_id, text) values ($1, 8, 'Задача') returning id::text as id`, [ANN])
    const [task] = await t.db.query<{ uuid: string }>(
      `insert into public.training_tasks (unified_order_id, user_id, task_text, title) values ($1, $2, 'Реши', 'Тема') returning uuid::text as uuid`,
      [u!.id, ANN],
    )
    const admin: Caller = { role: 'authenticated', userId: ADMIN }
    await expect(withOwnOrder(TRAINING_TASK_MACHINE, { deps: { db: t.db }, caller: admin, uuid: task!.uuid }, async () => 'acted')).rejects.toMatchObject({ code: 'NOT_FOUND' })
  })

  it('refuses a guest where the step needs sign-in, and the server’s own role', async () => {
    const o = await presentation(null, FP)
    expect(await step(guest, o.id)).toBe(o.id)
    await expect(step(guest, o.id, { signedIn: 'Войди' })).rejects.toMatchObject({ code: 'UNAUTHENTICATED', message: 'Войди' })
    await expect(step({ role: 'service_role' }, o.id)).rejects.toMatchObject({ code: 'FORBIDDEN' })
  })

  it('answers STALE_STEP with the current status outside the step’s statuses, and refuses a step the product lacks', async () => {
    const o = await presentation(ANN, null)
    const m = PRESENTATION_ORDER_MACHINE
    const first = m.statuses[0]!
    const fromFirst = m.transitions.find((t) => t.from.includes(first))!
    const notFromFirst = m.transitions.find((t) => !t.from.includes(first))!
    expect(await step(ann, o.id, { step: fromFirst.name })).toBe(o.id)
    await expect(step(ann, o.id, { step: notFromFirst.name })).rejects.toMatchObject({ code: 'STALE_STEP', details: { status: m.statusId(first) } })
    await expect(step(ann, o.id, { step: 'no-such-step' })).rejects.toThrow(/neither a step nor a transition/)
  })

  it('lets a signed-in client take over its own browser’s guest order, and only with that browser’s fingerprint', async () => {
    const o = await presentation(null, FP)
    // Another client cannot see it at all.
    await expect(step(bob, o.id)).rejects.toMatchObject({ code: 'NOT_FOUND' })
    expect(await owner(o)).toEqual({ order_user: null, unified_user: null })
    expect(await step(ann, o.id)).toBe(o.id)
    expect(await owner(o)).toEqual({ order_user: ANN, unified_user: ANN })
    // Now the client's: the guest browser alone no longer reaches it.
    await expect(step(guest, o.id)).rejects.toMatchObject({ code: 'NOT_FOUND' })
  })

  it('holds the order’s row lock for the step: steps of one order run one after another', async () => {
    const o = await presentation(ANN, null)
    let inside = 0
    let most = 0
    await Promise.all(
      Array.from({ length: 5 }, () =>
        withOwnOrder(PRESENTATION_ORDER_MACHINE, { deps: { db: t.db }, caller: ann, id: o.id }, async (tx) => {
          most = Math.max(most, ++inside)
          await tx.query('select pg_sleep(0.05)')
          inside--
        }),
      ),
    )
    expect(most).toBe(1)
  })
})
