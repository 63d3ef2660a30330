// Who may use the training API and who pays (orders.md §6, §8; issue 15 "Access"): 401 without a token, 404 with the
// training-mode-3210 flag off, RESTRICTED, 403 SUBSCRIPTION_REQUIRED with nothing created, trial credits first, then a
// subscriber's tokens, 409 INSUFFICIENT_TOKENS with what is missing, a refund given once, the «Что за лев…» rate
// limit, and ten concurrent sends with three trial credits charging exactly three.
import { describe, expect, it, vi } from 'vitest'
import type { AppDeps } from '../../edge/context'
import { createApp } from '../../edge/app'
import { asService } from '../../edge/db/port'
import type { TestDb } from '../helpers/test-db'
import { fromPeer, useTestApp, type TTestApp } from '../helpers/test-app'
import { withSettings } from '../helpers/app-deps'
import { useMidWindowClock } from '../helpers/rate-window'
import { chargeTrainingReply, refundTrainingReply } from '../../edge/training/charge/charge-reply'
import { demoProvider } from '../../edge/ai/demo-provider'
import { TRAINING_MESSAGES } from '../../domain/training/input'
import { balanceOf, createTask, finishReplies, training, trainingClient } from './training-support'

vi.mock('../../edge/training/reply/start-reply', () => ({ startTutorReply: vi.fn() }))
vi.mock('../../edge/training/reply/after-task-completed', () => ({ onTrainingTaskCompleted: vi.fn(async () => {}) }))

let t: TestDb
let deps: AppDeps
let app: TTestApp
// A connected model, so replies are charged (the tutor itself is mocked out: nothing calls it); the demo writer's
// free replies have their own test below.
useTestApp((made) => ({ t, deps, app } = made), {}, { connectedAi: true })
useMidWindowClock(() => t.db)

const LION = 'Что за лев, этот тигр. Кампус в восторге от твоего настроя, но нужен тайм-аут. Передохни немного'
const countTasks = async (userId: string) => (await t.db.query<{ n: number }>('select count(*)::int as n from public.training_tasks where user_id = $1', [userId]))[0]!.n

describe('access', () => {
  it('answers 401 without a token and 404 for every route with the flag off', async () => {
    for (const [method, path] of [['GET', '/v1/tasks'], ['POST', '/v1/tasks'], ['GET', '/v1/memories'], ['GET', '/sse/v1/tasks/1/messages']] as const) {
      expect(await training(app, path, { method })).toEqual({ status: 401, body: { error_message: 'Войди, чтобы продолжить', code: 'UNAUTHENTICATED' } })
    }
    const c = await trainingClient(t.db, deps, { trials: 1 })
    const off = fromPeer(createApp(withSettings(deps, { TRAINING_MODE: 'off' })))
    for (const [method, path] of [['GET', '/v1/tasks'], ['POST', '/v1/tasks'], ['DELETE', '/v1/memories'], ['GET', '/sse/v1/tasks/1/messages']] as const) {
      expect(await training(off, path, { method, headers: c.headers, body: method === 'POST' ? { text: 'Задача' } : undefined })).toEqual({ status: 404, body: { error_message: 'Не найдено', code: 'NOT_FOUND' } })
    }
    expect(await countTasks(c.id)).toBe(0)
    // With the flag on, an address the training host lacks answers in the training shape.
    expect(await training(app, '/v1/no-such-thing', { headers: c.headers })).toEqual({ status: 404, body: { error_message: 'Такого адреса API нет', code: 'NOT_FOUND' } })
    // The flag defaults to off in production.
    const prod = fromPeer(createApp({ ...deps, settings: { ...deps.settings, APP_ENV: 'production', TRAINING_MODE: undefined } }))
    expect((await training(prod, '/v1/tasks', { headers: c.headers })).status).toBe(404)
  })

  it('refuses a restricted account before anything else', async () => {
    const c = await trainingClient(t.db, deps, { trials: 3 })
    const task = await createTask(app, c)
    await finishReplies(t.db, task.task_uuid)
    await t.db.query(`update public.users set can_create_orders = false, restriction_description = 'Заказы временно недоступны' where id = $1`, [c.id])
    expect(await training(app, '/v1/tasks', { method: 'POST', headers: c.headers, body: { text: 'Задача' } })).toMatchObject({ status: 403, body: { error_message: 'Заказы временно недоступны', code: 'RESTRICTED' } })
    expect((await training(app, `/v1/tasks/${task.task_uuid}/messages`, { method: 'POST', headers: c.headers, body: { text: 'Ответ' } })).body.code).toBe('RESTRICTED')
    expect(await balanceOf(t.db, c.id)).toEqual({ trials: 2, tokens: 0 })
  })

  it('403 SUBSCRIPTION_REQUIRED without a subscription or trials: nothing is created, the photo is not even read', async () => {
    const c = await trainingClient(t.db, deps, { tokens: 50 })
    const recognize = vi.spyOn(deps.ports.ocr, 'recognize')
    const form = new FormData()
    form.set('text', 'Задача')
    form.set('photo', new File([new Uint8Array(10)], 'task.png'))
    for (const body of [{ text: 'Реши уравнение' }, form]) {
      expect(await training(app, '/v1/tasks', { method: 'POST', headers: c.headers, body })).toEqual({ status: 403, body: { error_message: TRAINING_MESSAGES.subscriptionRequired, code: 'SUBSCRIPTION_REQUIRED' } })
    }
    expect(recognize).not.toHaveBeenCalled()
    recognize.mockRestore()
    expect(await countTasks(c.id)).toBe(0)
    expect((await t.db.query('select 1 from public.unified_orders where user_id = $1', [c.id])).length).toBe(0)
    expect(await balanceOf(t.db, c.id)).toEqual({ trials: 0, tokens: 50 })
  })

  it('spends trial credits first, then a subscriber’s tokens, then 409 INSUFFICIENT_TOKENS with data.missing', async () => {
    const c = await trainingClient(t.db, deps, { trials: 1, tokens: 1, subscribed: true })
    const task = await createTask(app, c)
    expect(await balanceOf(t.db, c.id)).toEqual({ trials: 0, tokens: 1 })
    await finishReplies(t.db, task.task_uuid)
    const send = () => training(app, `/v1/tasks/${task.task_uuid}/messages`, { method: 'POST', headers: c.headers, body: { text: 'Дальше' } })
    expect((await send()).status).toBe(201)
    expect(await balanceOf(t.db, c.id)).toEqual({ trials: 0, tokens: 0 })
    await finishReplies(t.db, task.task_uuid)
    expect(await send()).toEqual({ status: 409, body: { error_message: 'Недостаточно средств на балансе', code: 'INSUFFICIENT_TOKENS', data: { account: 'tokens', missing: 1 } } })
    // The refused send left no message behind.
    expect((await training(app, `/v1/tasks/${task.task_uuid}/messages`, { headers: c.headers })).body.total).toBe(4)
    const entries = await t.db.query<{ idempotency_key: string }>(`select idempotency_key from private.ledger_entries where user_id = $1 and reason = 'training-reply' order by id`, [c.id])
    expect(entries.map((e) => e.idempotency_key)).toEqual([expect.stringMatching(/^training-reply:[0-9a-f-]{36}$/), expect.stringMatching(/^training-reply:[0-9a-f-]{36}:permanent_tokens$/)])
  })

  it('the demo writer’s replies cost nothing, and training still needs a subscription or a trial question', async () => {
    const demo = fromPeer(createApp({ ...deps, ports: { ...deps.ports, ai: demoProvider() } }))
    const subscriber = await trainingClient(t.db, deps, { tokens: 0, subscribed: true })
    const task = await createTask(demo, subscriber)
    await finishReplies(t.db, task.task_uuid)
    expect((await training(demo, `/v1/tasks/${task.task_uuid}/messages`, { method: 'POST', headers: subscriber.headers, body: { text: 'Дальше' } })).status).toBe(201)
    expect(await balanceOf(t.db, subscriber.id)).toEqual({ trials: 0, tokens: 0 })
    const trial = await trainingClient(t.db, deps, { trials: 1 })
    await createTask(demo, trial)
    expect(await balanceOf(t.db, trial.id)).toEqual({ trials: 1, tokens: 0 })
    const tokensOnly = await trainingClient(t.db, deps, { tokens: 490 })
    expect(await training(demo, '/v1/tasks', { method: 'POST', headers: tokensOnly.headers, body: { text: 'Задача' } })).toEqual({ status: 403, body: { error_message: TRAINING_MESSAGES.subscriptionRequired, code: 'SUBSCRIPTION_REQUIRED' } })
    const spent = await t.db.query(`select 1 from private.ledger_entries where user_id = any($1::uuid[]) and reason = 'training-reply'`, [[subscriber.id, trial.id]])
    expect(spent).toEqual([])
  })

  it('a repeated charge of one reply pays once; a refund credits the same account back once', async () => {
    const c = await trainingClient(t.db, deps, { trials: 2, tokens: 5, subscribed: true })
    const trialReply = crypto.randomUUID()
    const tokenReply = crypto.randomUUID()
    const charge = (replyUuid: string) => asService(t.db, (tx) => chargeTrainingReply(tx, { userId: c.id, replyUuid, demo: false }))
    const refund = (replyUuid: string) => asService(t.db, (tx) => refundTrainingReply(tx, { userId: c.id, replyUuid }))
    expect(await charge(trialReply)).toEqual({ account: 'trials', amount: 1 })
    expect(await charge(trialReply)).toEqual({ account: 'trials', amount: 1 })
    expect(await balanceOf(t.db, c.id)).toEqual({ trials: 1, tokens: 5 })
    await asService(t.db, (tx) => tx.query(`select private.debit($1, 'trials', 1, 'test', $2)`, [c.id, `drain:${c.id}`]))
    expect(await charge(tokenReply)).toEqual({ account: 'tokens', amount: 1 })
    expect(await balanceOf(t.db, c.id)).toEqual({ trials: 0, tokens: 4 })
    await refund(trialReply)
    await refund(trialReply)
    await refund(tokenReply)
    await refund(tokenReply)
    await refund(crypto.randomUUID())
    expect(await balanceOf(t.db, c.id)).toEqual({ trials: 1, tokens: 5 })
    const refunds = await t.db.query<{ account: string; idempotency_key: string }>(`select account, idempotency_key from private.ledger_entries where user_id = $1 and reason = 'training-refund' order by id`, [c.id])
    expect(refunds).toEqual([
      { account: 'trials', idempotency_key: `training-refund:${trialReply}` },
      { account: 'permanent_tokens', idempotency_key: `training-refund:${tokenReply}:permanent_tokens` },
    ])
  })

  it('ten concurrent task creations with three trial credits: exactly three charged, the others 403, never below zero', async () => {
    const c = await trainingClient(t.db, deps, { trials: 3 })
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => training(app, '/v1/tasks', { method: 'POST', headers: c.headers, body: { text: `Задача ${i}` } })))
    const statuses = answers.map((a) => a.status).sort()
    expect(statuses.filter((s) => s === 201)).toHaveLength(3)
    expect(statuses.filter((s) => s === 403)).toHaveLength(7)
    expect(answers.filter((a) => a.status === 403).every((a) => a.body.code === 'SUBSCRIPTION_REQUIRED')).toBe(true)
    expect(await balanceOf(t.db, c.id)).toEqual({ trials: 0, tokens: 0 })
    expect(await countTasks(c.id)).toBe(3)
  })

  it('ten concurrent sends to ten tasks of a subscriber with three tokens: exactly three paid, the others 409', async () => {
    const c = await trainingClient(t.db, deps, { trials: 10 })
    const tasks = []
    for (let i = 0; i < 10; i++) tasks.push(await createTask(app, c, `Задача ${i}`))
    for (const task of tasks) await finishReplies(t.db, task.task_uuid)
    await t.db.query(`select private.credit($1, 'permanent_tokens', 3, 'test', $2)`, [c.id, `tokens:${c.id}`])
    const { subscribe } = await import('./training-support')
    await subscribe(t.db, c.id)
    const answers = await Promise.all(tasks.map((task) => training(app, `/v1/tasks/${task.task_uuid}/messages`, { method: 'POST', headers: c.headers, body: { text: 'Дальше' } })))
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3)
    expect(answers.filter((a) => a.status === 409 && a.body.code === 'INSUFFICIENT_TOKENS')).toHaveLength(7)
    expect(await balanceOf(t.db, c.id)).toEqual({ trials: 0, tokens: 0 })
    const [replies] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from public.training_messages m join public.training_tasks t on t.id = m.training_task_id where t.user_id = $1 and m.sender = 'assistant'`,
      [c.id],
    )
    expect(replies!.n).toBe(13)
  })

  it('two racing sends to one task: one is stored, the other waits for the reply (409)', async () => {
    const c = await trainingClient(t.db, deps, { trials: 5 })
    const task = await createTask(app, c)
    await finishReplies(t.db, task.task_uuid)
    const answers = await Promise.all([1, 2, 3].map(() => training(app, `/v1/tasks/${task.task_uuid}/messages`, { method: 'POST', headers: c.headers, body: { text: 'Ответ' } })))
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409])
    expect(await balanceOf(t.db, c.id)).toEqual({ trials: 3, tokens: 0 })
  })

  it('limits new tasks per client with the spec’s «Что за лев…» text', async () => {
    const c = await trainingClient(t.db, deps, { trials: 20 })
    const answers = []
    for (let i = 0; i < 11; i++) answers.push(await training(app, '/v1/tasks', { method: 'POST', headers: c.headers, body: { text: `Задача ${i}` } }))
    expect(answers.slice(0, 10).every((a) => a.status === 201)).toBe(true)
    expect(answers[10]).toEqual({ status: 429, body: { error_message: LION, code: 'TOO_MANY_ATTEMPTS', data: { retryAfterSeconds: expect.any(Number) } } })
    expect(await balanceOf(t.db, c.id)).toEqual({ trials: 10, tokens: 0 })
  })

  it('answers 413 for a body over the limit and for a photo over 10 MB', async () => {
    const c = await trainingClient(t.db, deps, { trials: 1 })
    const task = await createTask(app, c)
    const big = await training(app, `/v1/tasks/${task.task_uuid}/messages`, { method: 'POST', headers: c.headers, body: { text: 'а'.repeat(deps.settings.BODY_LIMIT_BYTES + 10) } })
    expect(big.status).toBe(413)
    expect(big.body.code).toBe('PAYLOAD_TOO_LARGE')
    const form = new FormData()
    form.set('photo', new File([new Uint8Array(10 * 1024 * 1024 + 100 * 1024)], 'task.png'))
    const photo = await training(app, '/v1/tasks', { method: 'POST', headers: c.headers, body: form })
    expect(photo).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } })
  })
})
