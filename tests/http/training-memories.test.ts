// The student's memories over REST (GET/PATCH/DELETE /training-mode/v1/memories…) and a training task in the kernel:
// "My orders" and the quick menu link it to /ecosystem/training/{uuid}; exam tickets of the same type 8 keep /exam/{id}.
import { describe, expect, it, vi } from 'vitest'
import type { AppDeps } from '../../edge/context'
import type { TestDb } from '../helpers/test-db'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import { TRAINING_MESSAGES } from '../../domain/training/input'
import { MEMORY_NOT_FOUND } from '../../edge/training/memories/memories'
import { loadMemories } from '../../edge/training/memories/load-memories'
import { asService } from '../../edge/db/port'
import { bindMainOrder } from '../../edge/orders/main-order-tables'
import { gql } from './auth-support'
import { createTask, training, trainingClient, type TClient } from './training-support'

vi.mock('../../edge/training/reply/start-reply', () => ({ startTutorReply: vi.fn() }))

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made))

async function remember(c: TClient, ...facts: string[]): Promise<string[]> {
  const uuids: string[] = []
  for (const content of facts) {
    const [row] = await t.db.query<{ uuid: string }>(`insert into public.training_memories (user_id, kind, content) values ($1, 'other', $2) returning uuid::text`, [c.id, content])
    uuids.push(row!.uuid)
  }
  return uuids
}

describe('memories', () => {
  it('lists the caller’s memories newest first with the switch’s state', async () => {
    const c = await trainingClient(t.db, deps)
    const other = await trainingClient(t.db, deps)
    const [a, b] = await remember(c, 'Путается в дробях', 'Любит примеры')
    await remember(other, 'Чужой факт')
    const list = await training(app, '/v1/memories', { headers: c.headers })
    expect(list.status).toBe(200)
    expect(list.body).toEqual({
      is_memory_enabled: true,
      memories: [
        { uuid: b, kind: 'other', content: 'Любит примеры', created_at: expect.any(String) },
        { uuid: a, kind: 'other', content: 'Путается в дробях', created_at: expect.any(String) },
      ],
    })
    await t.db.query('update public.users set is_memory_enabled = false where id = $1', [c.id])
    expect((await training(app, '/v1/memories', { headers: c.headers })).body.is_memory_enabled).toBe(false)
  })

  it('edits a memory (trimmed, 1–300 characters); another client’s or a malformed uuid is 404', async () => {
    const c = await trainingClient(t.db, deps)
    const stranger = await trainingClient(t.db, deps)
    const [uuid] = await remember(c, 'Путается в дробях')
    const patch = (who: TClient, id: string, body: unknown) => training(app, `/v1/memories/${id}`, { method: 'PATCH', headers: who.headers, body })
    const edited = await patch(c, uuid!, { content: '  Уже уверенно складывает дроби ' })
    expect(edited).toEqual({ status: 200, body: { memory: expect.objectContaining({ uuid, content: 'Уже уверенно складывает дроби' }) } })
    expect(await patch(c, uuid!, { content: ' ' })).toEqual({ status: 400, body: { error_message: TRAINING_MESSAGES.emptyMemory, code: 'BAD_REQUEST' } })
    expect(await patch(c, uuid!, {})).toEqual({ status: 400, body: { error_message: TRAINING_MESSAGES.emptyMemory, code: 'BAD_REQUEST' } })
    expect(await patch(c, uuid!, { content: 'я'.repeat(301) })).toEqual({ status: 400, body: { error_message: TRAINING_MESSAGES.longMemory, code: 'BAD_REQUEST' } })
    for (const [who, id] of [[stranger, uuid!], [c, 'nope'], [c, crypto.randomUUID()]] as const) {
      expect(await patch(who, id, { content: 'Взлом' })).toEqual({ status: 404, body: { error_message: MEMORY_NOT_FOUND, code: 'NOT_FOUND' } })
    }
    const [row] = await t.db.query<{ content: string }>('select content from public.training_memories where uuid = $1', [uuid])
    expect(row!.content).toBe('Уже уверенно складывает дроби')
  })

  it('deletes one memory, then all of the caller’s, leaving other clients’ alone', async () => {
    const c = await trainingClient(t.db, deps)
    const other = await trainingClient(t.db, deps)
    const [a] = await remember(c, 'Факт 1', 'Факт 2', 'Факт 3')
    const [theirs] = await remember(other, 'Чужой факт')
    expect(await training(app, `/v1/memories/${theirs}`, { method: 'DELETE', headers: c.headers })).toEqual({ status: 404, body: { error_message: MEMORY_NOT_FOUND, code: 'NOT_FOUND' } })
    expect(await training(app, `/v1/memories/${a}`, { method: 'DELETE', headers: c.headers })).toEqual({ status: 200, body: { ok: true } })
    expect(await training(app, `/v1/memories/${a}`, { method: 'DELETE', headers: c.headers })).toMatchObject({ status: 404 })
    expect(await training(app, '/v1/memories', { method: 'DELETE', headers: c.headers })).toEqual({ status: 200, body: { ok: true, deleted: 2 } })
    expect((await training(app, '/v1/memories', { headers: c.headers })).body.memories).toEqual([])
    expect((await training(app, '/v1/memories', { headers: other.headers })).body.memories).toHaveLength(1)
  })

  it('loadMemories gives the facts oldest first, and nothing with the switch off', async () => {
    const c = await trainingClient(t.db, deps)
    const [a, b] = await remember(c, 'Первый', 'Второй')
    expect(await asService(t.db, (tx) => loadMemories(tx, c.id))).toEqual({ enabled: true, memories: [{ uuid: a, content: 'Первый' }, { uuid: b, content: 'Второй' }] })
    await t.db.query('update public.users set is_memory_enabled = false where id = $1', [c.id])
    expect(await asService(t.db, (tx) => loadMemories(tx, c.id))).toEqual({ enabled: false, memories: [] })
  })
})

describe('a training task in the orders kernel', () => {
  const MY_ORDERS = `{ me { unifiedOrders(type: [SERVICES]) { items { id typeId href mainOrder { id status } } } recentOrders { id kind title } } }`

  it('links a training task to /ecosystem/training/{uuid} in My orders and the quick menu, an exam ticket to /exam/{id}', async () => {
    const c = await trainingClient(t.db, deps, { trials: 1 })
    const [exam] = await t.db.query<{ id: string }>(`insert into public.unified_orders (user_id, type_id, text, status) values ($1, 8, 'Билеты к экзамену: право', 2) returning id::text as id`, [c.id])
    const [examOrder] = await t.db.query<{ id: string }>(`insert into public.exam_orders (user_id, unified_order_id, status, tickets_count, ticket_price, price) values ($1, $2, 2, 1, 7, 7) returning id::text as id`, [c.id, exam!.id])
    const task = await createTask(app, c, 'Реши уравнение x + 1 = 2')
    const res = await gql(app, MY_ORDERS, {}, c.headers)
    expect(res.errors).toBeUndefined()
    const items = res.data.me.unifiedOrders.items as { id: string; href: string; mainOrder: { id: string } | null }[]
    expect(items.find((i) => i.id === task.unified_order_id)).toEqual(
      expect.objectContaining({ typeId: 8, href: `/ecosystem/training/${task.task_uuid}`, mainOrder: { id: task.service_order_id, status: 1 } }),
    )
    expect(items.find((i) => i.id === exam!.id)).toEqual(expect.objectContaining({ href: `/exam/${exam!.id}` }))
    expect(items.find((i) => i.id === exam!.id)!.mainOrder).toEqual({ id: examOrder!.id, status: 2 })
    const recent = res.data.me.recentOrders as { id: string; kind: string; title: string }[]
    expect(recent[0]).toEqual({ id: task.task_uuid, kind: 'training', title: 'Реши уравнение x + 1 = 2' })
    expect(recent[1]).toMatchObject({ id: exam!.id, kind: 'exam' })
  })

  it('binds both products of type 8 to their client', async () => {
    const c = await trainingClient(t.db, deps, { trials: 1 })
    const task = await createTask(app, c)
    await t.db.query('update public.training_tasks set user_id = null, guest_fingerprint = $2 where uuid = $1', [task.task_uuid, 'fp_test_training_bind'])
    await asService(t.db, (tx) => bindMainOrder(tx, { typeId: 8, unifiedOrderId: task.unified_order_id, userId: c.id }))
    const [row] = await t.db.query<{ user_id: string }>('select user_id from public.training_tasks where uuid = $1', [task.task_uuid])
    expect(row!.user_id).toBe(c.id)
  })
})
