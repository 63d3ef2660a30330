// startTutorReply's ends: the done marker split across deltas completes the task (task_completed, then
// memory_created); memories are deduplicated, capped at 30, stored once per task and never with the switch off; a
// provider failing mid-stream keeps the partial text, refunds and sends the error event; the retry route.
import { describe, expect, it, vi } from 'vitest'
import type { AppDeps } from '../../edge/context'
import { asService } from '../../edge/db/port'
import { onTrainingTaskCompleted } from '../../edge/training/reply/after-task-completed'
import { runTrainingReplyNow } from '../../edge/training/reply/start-reply'
import { liveAnswers } from '../../edge/streams/live-answers'
import { TRAINING_ANSWER_TABLE } from '../../edge/training/messages/append-message'
import { TUTOR_DONE_MARKER } from '../../edge/training/tutor/tutor-port'
import type { TestDb } from '../helpers/test-db'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import { phoneClients } from './auth-support'
import { addMessage, addReply, fakeTutor, makeTask, messagesOf, readSse, textOf, type TSse } from './training-stream-support'

const refunds = vi.hoisted(() => [] as { userId: string; replyUuid: string }[])
vi.mock('../../edge/training/charge/charge-reply', async (original) => {
  const real = await original<typeof import('../../edge/training/charge/charge-reply')>()
  return { ...real, refundTrainingReply: async (tx: Parameters<typeof real.refundTrainingReply>[0], o: { userId: string; replyUuid: string }) => (refunds.push(o), real.refundTrainingReply(tx, o)) }
})
// The retry route starts the reply with the default tutor: the scripted one stands in for it.
const tutorNow = vi.hoisted(() => ({ deltas: ['Попробуем ', 'ещё раз.'] }))
vi.mock('../../edge/training/tutor/create-tutor', async () => {
  const { fakeTutor: make } = await import('./training-stream-support')
  return { createTutor: () => make({ deltas: tutorNow.deltas }) }
})

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made))

const clients = phoneClients('10.96.0', () => ({ app, db: t.db }))
// Trial credits pay for retried replies once the charge is real.
const client = () => clients({ trials: 10 })
const path = (uuid: string) => `/training-mode/sse/v1/tasks/${uuid}/messages`
const memoriesOf = (userId: string) => asService(deps.db, (tx) => tx.query<{ content: string }>(`select content from public.training_memories where user_id = $1::uuid order by id`, [userId]))

describe('training reply: completion by the tutor', () => {
  it('strips a marker split across chunks, completes the task, then task_completed and memory_created', async () => {
    const me = await client()
    const task = await makeTask(deps, me.id)
    const reply = await addReply(deps, task.id)
    const reading = readSse(app, path(task.uuid), me.headers, { stop: (e: TSse[]) => e.some((x) => x.event === 'memory_created') })
    await new Promise((r) => setTimeout(r, 30))
    const tutor = fakeTutor({ deltas: ['Верно, x = 4!', ' <task_', 'comp', 'leted/>'], gapMs: 5, memories: [{ kind: 'weak_topic', content: 'Путает перенос слагаемых' }] })
    expect(await runTrainingReplyNow(deps, { taskId: task.id, replyMessageId: reply.id, tutor })).toBe('completed')
    const { events } = await reading
    const rows = await messagesOf(deps, task.id)
    expect(rows.find((m) => m.id === reply.id)).toMatchObject({ state: 'done', content: 'Верно, x = 4! ' })
    expect(textOf(events)).toBe('Верно, x = 4! ')
    expect(events.map((e) => e.event).slice(-3)).toEqual(['complete', 'task_completed', 'memory_created'])
    expect(events.at(-2)!.data).toEqual({ task_uuid: task.uuid, completed_at: expect.any(String) })
    expect(events.at(-1)!.data).toEqual({ message_uuid: expect.any(String), memories: [{ uuid: expect.any(String), content: 'Путает перенос слагаемых' }] })
    const [row] = await asService(deps.db, (tx) => tx.query<{ status: number; completion_reason: string; completed_at: Date | null }>(`select status, completion_reason, completed_at from public.training_tasks where id = $1::bigint`, [task.id]))
    expect(row).toMatchObject({ status: 2, completion_reason: 'tutor' })
    expect(row!.completed_at).not.toBeNull()
    expect(rows.map((m) => m.sender)).toEqual(['user', 'assistant', 'info', 'memory'])
    expect(rows[2]!.meta).toMatchObject({ kind: 'task_completed' })
    // The tutor saw the task and the student's message, and a second call stores nothing new.
    expect(tutor.turns[0]!.history).toEqual([{ sender: 'user', content: 'Реши уравнение 2x + 3 = 11' }])
    await onTrainingTaskCompleted(deps, { taskId: task.id, tutor })
    expect(await memoriesOf(me.id)).toHaveLength(1)
    expect((await messagesOf(deps, task.id)).filter((m) => m.sender === 'memory')).toHaveLength(1)
  })

  it('keeps memories unique, at most 30 per student (oldest dropped), and loads the task’s memories into the turn', async () => {
    const me = await client()
    const first = await makeTask(deps, me.id)
    await asService(deps.db, async (tx) => {
      for (let i = 0; i < 29; i++) await tx.query(`insert into public.training_memories (user_id, content) values ($1::uuid, $2)`, [me.id, `Факт ${i}`])
    })
    await addMessage(deps, first.id, { sender: 'assistant', content: 'Молодец' })
    const tutor = fakeTutor({ deltas: [], memories: [{ kind: 'level', content: 'факт 3' }, { kind: 'level', content: 'Уровень: 8 класс' }, { kind: 'preference', content: 'Любит примеры' }] })
    await onTrainingTaskCompleted(deps, { taskId: first.id, tutor })
    const kept = (await memoriesOf(me.id)).map((m) => m.content)
    expect(kept).toHaveLength(30)
    expect(kept[0]).toBe('Факт 1')
    expect(kept.slice(-2)).toEqual(['Уровень: 8 класс', 'Любит примеры'])

    const next = await makeTask(deps, me.id, 'Найди площадь круга радиуса 2')
    await addMessage(deps, next.id, { sender: 'memory', content: '', meta: { kind: 'loaded', memories: [{ uuid: crypto.randomUUID(), content: 'Любит примеры' }] } })
    const reply = await addReply(deps, next.id)
    const tutor2 = fakeTutor({ deltas: ['Вспомним формулу.'] })
    await runTrainingReplyNow(deps, { taskId: next.id, replyMessageId: reply.id, tutor: tutor2 })
    expect(tutor2.turns[0]).toMatchObject({ memories: ['Любит примеры'], task: { kind: 'task', text: 'Найди площадь круга радиуса 2' } })
  })

  it('stores nothing with the memory switch off', async () => {
    const me = await client()
    await t.db.query(`update public.users set is_memory_enabled = false where id = $1::uuid`, [me.id])
    const task = await makeTask(deps, me.id)
    const reply = await addReply(deps, task.id)
    const tutor = fakeTutor({ deltas: [`Готово ${TUTOR_DONE_MARKER}`], memories: [{ kind: 'other', content: 'Что-то' }] })
    expect(await runTrainingReplyNow(deps, { taskId: task.id, replyMessageId: reply.id, tutor })).toBe('completed')
    expect(await memoriesOf(me.id)).toEqual([])
    expect(tutor.extracted).toBe(0)
    expect((await messagesOf(deps, task.id)).map((m) => m.sender)).toEqual(['user', 'assistant', 'info'])
  })
})

describe('training reply: failure and retry', () => {
  it('keeps the partial text, refunds, sends the error event; retry writes a new reply only for the last failed one', async () => {
    const me = await client()
    const task = await makeTask(deps, me.id)
    const reply = await addReply(deps, task.id)
    const reading = readSse(app, path(task.uuid), me.headers, { stop: (e: TSse[]) => e.some((x) => x.event === 'error') })
    await new Promise((r) => setTimeout(r, 30))
    expect(await runTrainingReplyNow(deps, { taskId: task.id, replyMessageId: reply.id, tutor: fakeTutor({ deltas: ['Сначала ', 'перенеси ', 'тройку'], failAfter: 2, gapMs: 5 }) })).toBe('failed')
    const { events } = await reading
    expect(await messagesOf(deps, task.id)).toContainEqual(expect.objectContaining({ id: reply.id, state: 'failed', content: 'Сначала перенеси ', error: 'Репетитор не ответил, попробуй ещё раз' }))
    expect(textOf(events)).toBe('Сначала перенеси ')
    expect(events.at(-1)).toEqual({ event: 'error', id: `${reply.seq + 1}.0`, data: { message_uuid: reply.uuid, error_message: 'Репетитор не ответил, попробуй ещё раз', code: 'AI_FAILED' } })
    expect(refunds).toContainEqual({ userId: me.id, replyUuid: reply.uuid })
    expect(liveAnswers.get(TRAINING_ANSWER_TABLE, reply.id)).toBeUndefined()

    const retry = (uuid: string, headers: Record<string, string> = me.headers) => app.request(`/training-mode/v1/tasks/${task.uuid}/messages/${uuid}/retry`, { method: 'POST', headers })
    expect((await retry(reply.uuid, {})).status).toBe(401)
    expect(await (await retry('nope')).json()).toEqual({ error_message: 'Сообщение не найдено', code: 'NOT_FOUND' })
    const first = (await messagesOf(deps, task.id))[0]!
    expect(await (await retry(first.uuid)).json()).toEqual({ error_message: 'Повторить можно только последний ответ репетитора, который не удался', code: 'CONFLICT' })
    const res = await retry(reply.uuid)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { reply: { uuid: string; seq: number; state: string; sender: string } }
    expect(body.reply).toMatchObject({ seq: reply.seq + 1, state: 'streaming', sender: 'assistant' })
    const again = await readSse(app, path(task.uuid), { ...me.headers, 'last-event-id': `${reply.seq + 1}.0` }, { stop: (e: TSse[]) => e.some((x) => x.event === 'complete') })
    expect(textOf(again.events)).toBe('Попробуем ещё раз.')
    // The failed reply is not the last one any more; a done one never retries.
    expect((await retry(reply.uuid)).status).toBe(409)
    expect((await retry(body.reply.uuid)).status).toBe(409)
  })

  it('refuses a retry on a completed task', async () => {
    const me = await client()
    const task = await makeTask(deps, me.id)
    const failed = await addMessage(deps, task.id, { sender: 'assistant', state: 'failed', content: 'Сна' })
    await t.db.query(`update public.training_tasks set status = 2, completion_reason = 'user_closed', completed_at = now() where id = $1::bigint`, [task.id])
    const res = await app.request(`/training-mode/v1/tasks/${task.uuid}/messages/${failed.uuid}/retry`, { method: 'POST', headers: me.headers })
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({ error_message: 'Задача уже завершена', code: 'CONFLICT' })
  })
})
