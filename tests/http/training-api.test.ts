// The training API's tasks and messages over app.request (orders.md §7 Training mode): create (JSON, multipart with a
// photo through a fake OCR port, a mock defense), list, complete, rate, history pages of 50 counted from the newest,
// send, rate a message, memory_loaded at creation only with the switch on, and every error with { error_message, code }.
// The tutor's pipeline is another part's: startTutorReply and the after-completion step are spies here.
import { describe, expect, it, vi, beforeEach } from 'vitest'
import type { AppDeps } from '../../edge/context'
import type { TestDb } from '../helpers/test-db'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import { solidPng } from '../fixtures/ocr/png'
import { OcrError } from '../../edge/ocr/port'
import { TRAINING_MESSAGES } from '../../domain/training/input'
import type { TTrainingMessage, TTrainingMessagePage, TTrainingTask } from '../../domain/training/api-types'
import { WAIT_FOR_REPLY } from '../../edge/training/tasks/send-training-message'
import { WORK_NOT_FOUND } from '../../edge/training/tasks/create-training-task'
import { ONLY_TUTOR_REPLIES } from '../../edge/training/tasks/rate-training-message'
import { createTask, finishReplies, training, trainingClient } from './training-support'

const spies = vi.hoisted(() => ({ start: vi.fn(), completed: vi.fn(async () => {}), defense: vi.fn(async (): Promise<unknown> => null) }))
vi.mock('../../edge/training/reply/start-reply', () => ({ startTutorReply: spies.start }))
vi.mock('../../edge/training/reply/after-task-completed', () => ({ onTrainingTaskCompleted: spies.completed }))
vi.mock('../../edge/training/defense/load-defense-source', () => ({ loadDefenseSource: spies.defense }))

let t: TestDb
let deps: AppDeps
let app: TTestApp
// A connected model (the demo writer's words under a model's name): its replies are charged; the demo writer's own
// replies are free (tests/http/training-access.test.ts).
useTestApp((made) => ({ t, deps, app } = made), {}, { connectedAi: true })

beforeEach(() => {
  spies.start.mockClear()
  spies.completed.mockClear()
})

const NOBODY = '00000000-0000-4000-8000-000000000000'

describe('creating a task', () => {
  it('makes a task on the kernel with the task message, the reply placeholder and one trial spent, then starts the tutor', async () => {
    const c = await trainingClient(t.db, deps, { trials: 3 })
    const r = await training(app, '/v1/tasks', { method: 'POST', headers: c.headers, body: { text: '  Реши уравнение 2x + 3 = 7\nи объясни  ' } })
    expect(r.status).toBe(201)
    expect(r.body).toMatchObject({ task_uuid: expect.any(String), service_order_id: expect.stringMatching(/^\d+$/), unified_order_id: expect.stringMatching(/^\d+$/) })
    expect(r.body.task).toMatchObject({ uuid: r.body.task_uuid, kind: 'task', title: 'Реши уравнение 2x + 3 = 7', status: 'IN_PROGRESS', rating: 'not_rated', completed_at: null })
    const [unified] = await t.db.query<{ type_id: number; user_id: string; status: number }>('select type_id, user_id, status from public.unified_orders where id = $1', [r.body.unified_order_id])
    expect(unified).toMatchObject({ type_id: 8, user_id: c.id, status: 2 })
    const page = await training(app, `/v1/tasks/${r.body.task_uuid}/messages`, { headers: c.headers })
    expect(page.body.total).toBe(2)
    expect(page.body.messages.map((m: TTrainingMessage) => [m.seq, m.sender, m.state])).toEqual([[1, 'user', 'done'], [2, 'assistant', 'streaming']])
    expect(page.body.messages[0].content).toBe('Реши уравнение 2x + 3 = 7\nи объясни')
    const [b] = await t.db.query<{ trials: string }>('select trials::text from private.balances where user_id = $1', [c.id])
    expect(b!.trials).toBe('2')
    expect(spies.start).toHaveBeenCalledTimes(1)
    expect(spies.start.mock.calls[0]![1]).toEqual({ taskId: r.body.service_order_id, replyMessageId: expect.stringMatching(/^\d+$/) })
  })

  it('leaves no order_created fact for a client who switched analytics off in the cookie notice', async () => {
    const facts = (unifiedId: string) =>
      t.db.query(`select 1 from private.analytics_events where name = 'order_created' and (props ->> 'unified_order_id') = $1`, [unifiedId])
    const [allowed, refused] = [await trainingClient(t.db, deps, { trials: 2 }), await trainingClient(t.db, deps, { trials: 1 })]
    const on = { ...allowed.headers, cookie: `cookie_consent=${encodeURIComponent('{"analytics":true,"marketing":false}')}` }
    const made = await training(app, '/v1/tasks', { method: 'POST', headers: on, body: { text: 'Реши уравнение 3x = 9' } })
    const off = { ...refused.headers, cookie: `cookie_consent=${encodeURIComponent('{"analytics":false}')}` }
    const hidden = await training(app, '/v1/tasks', { method: 'POST', headers: off, body: { text: 'Реши уравнение 4x = 8' } })
    // Opt-in (issue 33): not answered yet is no consent either.
    const unanswered = await training(app, '/v1/tasks', { method: 'POST', headers: allowed.headers, body: { text: 'Реши уравнение 2x = 8' } })
    expect([made.status, hidden.status, unanswered.status]).toEqual([201, 201, 201])
    expect(await facts(made.body.unified_order_id)).toHaveLength(1)
    expect(await facts(hidden.body.unified_order_id)).toHaveLength(0)
    expect(await facts(unanswered.body.unified_order_id)).toHaveLength(0)
  })

  it('reads a photo through the OCR port and joins it to the typed text (multipart)', async () => {
    const c = await trainingClient(t.db, deps, { trials: 1 })
    const recognize = vi.spyOn(deps.ports.ocr, 'recognize').mockResolvedValueOnce('Найди x: 5x = 20')
    const form = new FormData()
    form.set('text', 'Помоги с задачей')
    form.set('photo', new File([solidPng(40, 30) as Uint8Array<ArrayBuffer>], 'task.png', { type: 'image/png' }))
    const r = await training(app, '/v1/tasks', { method: 'POST', headers: c.headers, body: form })
    expect(r.status).toBe(201)
    expect(recognize).toHaveBeenCalledWith(expect.any(Uint8Array), 'image/png')
    const [row] = await t.db.query<{ task_text: string }>('select task_text from public.training_tasks where uuid = $1', [r.body.task_uuid])
    expect(row!.task_text).toBe('Помоги с задачей\n\nНайди x: 5x = 20')
    recognize.mockRestore()
  })

  it('a photo alone is enough; a photo without text and no typed text is 422, a document is 400', async () => {
    const c = await trainingClient(t.db, deps, { trials: 2 })
    const recognize = vi.spyOn(deps.ports.ocr, 'recognize').mockResolvedValueOnce('Сколько будет 7 · 8?').mockRejectedValueOnce(new OcrError('unreadable', 'нет текста'))
    const photoForm = () => {
      const form = new FormData()
      form.set('photo', new File([solidPng(40, 30) as Uint8Array<ArrayBuffer>], 'task.jpg'))
      return form
    }
    const ok = await training(app, '/v1/tasks', { method: 'POST', headers: c.headers, body: photoForm() })
    expect(ok.status).toBe(201)
    expect(ok.body.task.title).toBe('Сколько будет 7 · 8?')
    const blank = await training(app, '/v1/tasks', { method: 'POST', headers: c.headers, body: photoForm() })
    expect(blank).toEqual({ status: 422, body: { error_message: TRAINING_MESSAGES.emptyTask, code: 'UNPROCESSABLE' } })
    const doc = new FormData()
    doc.set('photo', new File(['просто текст'], 'task.txt'))
    const refused = await training(app, '/v1/tasks', { method: 'POST', headers: c.headers, body: doc })
    expect(refused.status).toBe(400)
    expect(refused.body.error_message).toBe('Приложи фото задачи: JPG, PNG, BMP или WEBP')
    recognize.mockRestore()
  })

  it('refuses an empty, over-long, bodyless or broken request with a Russian message and creates nothing', async () => {
    const c = await trainingClient(t.db, deps, { trials: 5 })
    const post = (body: unknown, headers: Record<string, string> = {}) => training(app, '/v1/tasks', { method: 'POST', headers: { ...c.headers, ...headers }, body })
    expect(await post({ text: '   ' })).toEqual({ status: 422, body: { error_message: TRAINING_MESSAGES.emptyTask, code: 'UNPROCESSABLE' } })
    expect(await post({})).toEqual({ status: 422, body: { error_message: TRAINING_MESSAGES.emptyTask, code: 'UNPROCESSABLE' } })
    expect(await post({ text: 'я'.repeat(8001) })).toEqual({ status: 400, body: { error_message: TRAINING_MESSAGES.longTask, code: 'BAD_REQUEST' } })
    expect((await post({ text: 42 })).status).toBe(400)
    expect(await post(undefined)).toEqual({ status: 400, body: { error_message: 'Ожидается JSON или форма (multipart/form-data)', code: 'BAD_REQUEST' } })
    expect(await post('{"text":', { 'content-type': 'application/json' })).toEqual({ status: 400, body: { error_message: 'Не удалось прочитать запрос: тело повреждено', code: 'BAD_REQUEST' } })
    expect(await post('[1]', { 'content-type': 'application/json' })).toEqual({ status: 400, body: { error_message: 'Ожидается JSON-объект', code: 'BAD_REQUEST' } })
    const [n] = await t.db.query<{ n: number }>('select count(*)::int as n from public.training_tasks where user_id = $1', [c.id])
    expect(n!.n).toBe(0)
    expect((await training(app, '/v1/tasks', { headers: c.headers })).body).toEqual({ tasks: [] })
  })

  it('starts a mock defense of the client’s own work, and answers 404 «Работа не найдена» for anything else', async () => {
    const c = await trainingClient(t.db, deps, { trials: 2 })
    const [essay] = await t.db.query<{ id: string }>(`insert into public.unified_orders (user_id, type_id, text, status) values ($1, 5, 'Курсовая', 3) returning id::text as id`, [c.id])
    spies.defense.mockImplementation(async (...a: unknown[]) => {
      const o = a[1] as { userId: string; essayUnifiedOrderId: string }
      return o.essayUnifiedOrderId === essay!.id && o.userId === c.id ? { topic: 'Влияние соцсетей на подростков', workTypeTitle: 'Курсовая', goal: null, sections: [], sources: [] } : null
    })
    const r = await training(app, '/v1/tasks', { method: 'POST', headers: c.headers, body: { essay_unified_order_id: essay!.id } })
    expect(r.status).toBe(201)
    expect(r.body.task).toMatchObject({ kind: 'defense', title: 'Защита работы: Влияние соцсетей на подростков' })
    const [row] = await t.db.query<{ essay_unified_order_id: string }>('select essay_unified_order_id::text from public.training_tasks where uuid = $1', [r.body.task_uuid])
    expect(row!.essay_unified_order_id).toBe(essay!.id)
    for (const id of ['999999999', 'abc', '-1']) {
      expect(await training(app, '/v1/tasks', { method: 'POST', headers: c.headers, body: { essay_unified_order_id: id } })).toEqual({ status: 404, body: { error_message: WORK_NOT_FOUND, code: 'NOT_FOUND' } })
    }
    spies.defense.mockReset()
  })

  it('loads the memories as a memory row at creation only while the profile switch is on', async () => {
    const c = await trainingClient(t.db, deps, { trials: 3 })
    const [m1] = await t.db.query<{ uuid: string }>(`insert into public.training_memories (user_id, kind, content) values ($1, 'weak_topic', 'Путается в дробях') returning uuid::text`, [c.id])
    const [m2] = await t.db.query<{ uuid: string }>(`insert into public.training_memories (user_id, kind, content) values ($1, 'preference', 'Любит примеры') returning uuid::text`, [c.id])
    const on = await createTask(app, c)
    const page = (await training(app, `/v1/tasks/${on.task_uuid}/messages`, { headers: c.headers })).body
    expect(page.messages.map((m: TTrainingMessage) => m.sender)).toEqual(['user', 'memory', 'assistant'])
    expect(page.messages[1]).toMatchObject({
      content: 'Путается в дробях\nЛюбит примеры',
      meta: { kind: 'loaded', memories: [{ uuid: m1!.uuid, content: 'Путается в дробях' }, { uuid: m2!.uuid, content: 'Любит примеры' }] },
    })
    await t.db.query('update public.users set is_memory_enabled = false where id = $1', [c.id])
    const off = await createTask(app, c)
    expect((await training(app, `/v1/tasks/${off.task_uuid}/messages`, { headers: c.headers })).body.messages.map((m: TTrainingMessage) => m.sender)).toEqual(['user', 'assistant'])
    // No memories at all: no memory row either.
    const fresh = await trainingClient(t.db, deps, { trials: 1 })
    const none = await createTask(app, fresh)
    expect((await training(app, `/v1/tasks/${none.task_uuid}/messages`, { headers: fresh.headers })).body.total).toBe(2)
  })
})

describe('the task list, completion and rating', () => {
  it('lists the caller’s own tasks newest first', async () => {
    const c = await trainingClient(t.db, deps, { trials: 3 })
    const other = await trainingClient(t.db, deps, { trials: 1 })
    const first = await createTask(app, c, 'Первая задача')
    const second = await createTask(app, c, 'Вторая задача')
    await createTask(app, other, 'Чужая задача')
    const list = await training(app, '/v1/tasks', { headers: c.headers })
    expect(list.status).toBe(200)
    expect(list.body.tasks.map((x: TTrainingTask) => x.uuid)).toEqual([second.task_uuid, first.task_uuid])
    expect(Object.keys(list.body.tasks[0]).sort()).toEqual(['completed_at', 'completion_reason', 'created_at', 'is_demo', 'kind', 'rating', 'service_order_id', 'status', 'title', 'unified_order_id', 'uuid'])
  })

  it('completes once with a reason, moves the unified order and calls the after-completion step', async () => {
    const c = await trainingClient(t.db, deps, { trials: 1 })
    const task = await createTask(app, c)
    const path = `/v1/tasks/${task.task_uuid}/complete`
    expect(await training(app, `${path}?completion_reason=tired`, { method: 'POST', headers: c.headers })).toEqual({
      status: 400,
      body: { error_message: 'Причина завершения: solved, user_closed или gave_up', code: 'BAD_REQUEST' },
    })
    expect((await training(app, path, { method: 'POST', headers: c.headers })).status).toBe(400)
    const done = await training(app, `${path}?completion_reason=solved`, { method: 'POST', headers: c.headers })
    expect(done.status).toBe(200)
    expect(done.body.task).toMatchObject({ status: 'COMPLETED', completion_reason: 'solved', completed_at: expect.any(String) })
    const [u] = await t.db.query<{ status: number }>('select status from public.unified_orders where id = $1', [task.unified_order_id])
    expect(u!.status).toBe(3)
    expect(spies.completed).toHaveBeenCalledWith(expect.anything(), { taskId: task.service_order_id })
    expect(await training(app, `${path}?completion_reason=gave_up`, { method: 'POST', headers: c.headers })).toEqual({ status: 409, body: { error_message: TRAINING_MESSAGES.taskCompleted, code: 'CONFLICT' } })
    const [log] = await t.db.query<{ n: number }>(`select count(*)::int as n from public.training_task_logs where training_task_id = $1 and event = 'complete-by-client'`, [task.service_order_id])
    expect(log!.n).toBe(1)
  })

  it('a failing after-completion step is logged, not a 500', async () => {
    const c = await trainingClient(t.db, deps, { trials: 1 })
    const task = await createTask(app, c)
    spies.completed.mockRejectedValueOnce(new Error('memories down'))
    const error = vi.spyOn(deps.log, 'error')
    const r = await training(app, `/v1/tasks/${task.task_uuid}/complete?completion_reason=user_closed`, { method: 'POST', headers: c.headers })
    expect(r.status).toBe(200)
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('training: after-completion step failed', expect.objectContaining({ taskId: task.service_order_id })))
    error.mockRestore()
  })

  it('rates a task once: up, then 409 ALREADY_RATED', async () => {
    const c = await trainingClient(t.db, deps, { trials: 1 })
    const task = await createTask(app, c)
    const rate = (q: string) => training(app, `/v1/tasks/${task.task_uuid}/rate${q}`, { method: 'POST', headers: c.headers })
    expect((await rate('?rating=meh')).body).toEqual({ error_message: 'Оценка: up или down', code: 'BAD_REQUEST' })
    const up = await rate('?rating=up')
    expect(up.status).toBe(200)
    expect(up.body).toMatchObject({ task: { rating: 'up' }, text: TRAINING_MESSAGES.ratedUp })
    expect(await rate('?rating=down')).toEqual({ status: 409, body: { error_message: TRAINING_MESSAGES.alreadyRated, code: 'ALREADY_RATED' } })
  })
})

describe('messages', () => {
  it('pages 120 messages by 50 from the newest, each page oldest-first, with the total', async () => {
    const c = await trainingClient(t.db, deps, { trials: 1 })
    const task = await createTask(app, c)
    await t.db.query(
      `insert into public.training_messages (training_task_id, seq, sender, content)
       select $1::bigint, g, case when g % 2 = 0 then 'assistant' else 'user' end, 'Сообщение ' || g from generate_series(3, 120) g`,
      [task.service_order_id],
    )
    const page = async (q: string) => (await training(app, `/v1/tasks/${task.task_uuid}/messages${q}`, { headers: c.headers })).body
    const seqs = (p: TTrainingMessagePage) => p.messages.map((m: TTrainingMessage) => m.seq)
    const newest = await page('')
    expect(newest.total).toBe(120)
    expect(seqs(newest)).toEqual(Array.from({ length: 50 }, (_, i) => 71 + i))
    expect(seqs(await page('?offset=50&limit=50'))).toEqual(Array.from({ length: 50 }, (_, i) => 21 + i))
    expect(seqs(await page('?offset=100'))).toEqual(Array.from({ length: 20 }, (_, i) => 1 + i))
    expect((await page('?offset=120')).messages).toEqual([])
    expect(seqs(await page('?limit=5'))).toEqual([116, 117, 118, 119, 120])
    for (const q of ['?limit=51', '?limit=0', '?offset=-1', '?limit=abc']) {
      expect(await training(app, `/v1/tasks/${task.task_uuid}/messages${q}`, { headers: c.headers })).toEqual({ status: 400, body: { error_message: 'limit — от 1 до 50, offset — не меньше 0', code: 'BAD_REQUEST' } })
    }
  })

  it('sends a message once the previous reply is done, pays for the reply and starts the tutor', async () => {
    const c = await trainingClient(t.db, deps, { trials: 2 })
    const task = await createTask(app, c)
    const path = `/v1/tasks/${task.task_uuid}/messages`
    expect(await training(app, path, { method: 'POST', headers: c.headers, body: { text: 'Перенёс 3 вправо' } })).toEqual({ status: 409, body: { error_message: WAIT_FOR_REPLY, code: 'CONFLICT' } })
    await finishReplies(t.db, task.task_uuid)
    spies.start.mockClear()
    const form = new FormData()
    form.set('text', ' Перенёс 3 вправо ')
    const sent = await training(app, path, { method: 'POST', headers: c.headers, body: form })
    expect(sent.status).toBe(201)
    expect(sent.body.message).toMatchObject({ seq: 3, sender: 'user', content: 'Перенёс 3 вправо', state: 'done' })
    expect(sent.body.reply).toMatchObject({ seq: 4, sender: 'assistant', content: '', state: 'streaming' })
    expect(sent.body.message.id).toBeUndefined()
    expect(spies.start).toHaveBeenCalledWith(expect.anything(), { taskId: task.service_order_id, replyMessageId: expect.stringMatching(/^\d+$/) })
    const [b] = await t.db.query<{ trials: string }>('select trials::text from private.balances where user_id = $1', [c.id])
    expect(b!.trials).toBe('0')
  })

  it('refuses an empty or over-long message, a bodyless request, and any message to a completed task', async () => {
    const c = await trainingClient(t.db, deps, { trials: 2 })
    const task = await createTask(app, c)
    await finishReplies(t.db, task.task_uuid)
    const send = (body: unknown) => training(app, `/v1/tasks/${task.task_uuid}/messages`, { method: 'POST', headers: c.headers, body })
    expect(await send({ text: '  ' })).toEqual({ status: 400, body: { error_message: TRAINING_MESSAGES.emptyMessage, code: 'BAD_REQUEST' } })
    expect(await send({})).toEqual({ status: 400, body: { error_message: TRAINING_MESSAGES.emptyMessage, code: 'BAD_REQUEST' } })
    expect(await send({ text: 'а'.repeat(4001) })).toEqual({ status: 400, body: { error_message: TRAINING_MESSAGES.longMessage, code: 'BAD_REQUEST' } })
    expect((await send(undefined)).status).toBe(400)
    await training(app, `/v1/tasks/${task.task_uuid}/complete?completion_reason=solved`, { method: 'POST', headers: c.headers })
    expect(await send({ text: 'Ещё вопрос' })).toEqual({ status: 409, body: { error_message: TRAINING_MESSAGES.taskCompleted, code: 'CONFLICT' } })
  })

  it('rates the tutor’s replies only, once (409 with the spec’s text)', async () => {
    const c = await trainingClient(t.db, deps, { trials: 1 })
    const task = await createTask(app, c)
    const [user, reply] = (await training(app, `/v1/tasks/${task.task_uuid}/messages`, { headers: c.headers })).body.messages
    const rate = (uuid: string, q = '?rating=down') => training(app, `/v1/messages/${uuid}/rate${q}`, { method: 'POST', headers: c.headers })
    expect(await rate(user.uuid)).toEqual({ status: 400, body: { error_message: ONLY_TUTOR_REPLIES, code: 'BAD_REQUEST' } })
    expect((await rate(reply.uuid, '?rating=5')).status).toBe(400)
    const down = await rate(reply.uuid)
    expect(down).toEqual({ status: 200, body: { message: expect.objectContaining({ uuid: reply.uuid, rating: 'down' }), text: TRAINING_MESSAGES.ratedDown } })
    expect(await rate(reply.uuid, '?rating=up')).toEqual({ status: 409, body: { error_message: 'Вы уже оценили это сообщение', code: 'ALREADY_RATED' } })
  })
})

describe('ownership and addresses', () => {
  it('another client’s task or message, an unknown or malformed uuid are 404, never a 500', async () => {
    const owner = await trainingClient(t.db, deps, { trials: 1 })
    const stranger = await trainingClient(t.db, deps, { trials: 1 })
    const task = await createTask(app, owner)
    const reply = (await training(app, `/v1/tasks/${task.task_uuid}/messages`, { headers: owner.headers })).body.messages[1]
    const notFound = { status: 404, body: { error_message: TRAINING_MESSAGES.taskNotFound, code: 'NOT_FOUND' } }
    for (const uuid of [task.task_uuid, NOBODY, 'not-a-uuid', '1']) {
      expect(await training(app, `/v1/tasks/${uuid}/messages`, { headers: stranger.headers })).toEqual(notFound)
      expect(await training(app, `/v1/tasks/${uuid}/messages`, { method: 'POST', headers: stranger.headers, body: { text: 'Привет' } })).toEqual(notFound)
      expect(await training(app, `/v1/tasks/${uuid}/complete?completion_reason=solved`, { method: 'POST', headers: stranger.headers })).toEqual(notFound)
      expect(await training(app, `/v1/tasks/${uuid}/rate?rating=up`, { method: 'POST', headers: stranger.headers })).toEqual(notFound)
    }
    for (const uuid of [reply.uuid, NOBODY, 'x']) {
      expect(await training(app, `/v1/messages/${uuid}/rate?rating=up`, { method: 'POST', headers: stranger.headers })).toEqual({
        status: 404,
        body: { error_message: TRAINING_MESSAGES.messageNotFound, code: 'NOT_FOUND' },
      })
    }
    // The owner's task is untouched by all that.
    const mine = (await training(app, '/v1/tasks', { headers: owner.headers })).body.tasks[0]
    expect(mine).toMatchObject({ status: 'IN_PROGRESS', rating: 'not_rated' })
  })
})
