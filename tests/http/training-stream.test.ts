// GET /training-mode/sse/v1/tasks/{taskUuid}/messages: access (401, 404 for a bad uuid, another's task, the flag off),
// the events of a streamed reply with `seq.offset` ids, resume from Last-Event-ID at any cut (header or query, during
// the reply and after it), the other rows' events (memory_loaded, info) and the heartbeat.
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppDeps, AppEnv } from '../../edge/context'
import { createApp } from '../../edge/app'
import { callerFromRequest } from '../../edge/auth/caller'
import { runTrainingReplyNow } from '../../edge/training/reply/start-reply'
import { createTrainingStreamRoutes } from '../../edge/training/stream/training-stream-route'
import { trainingErrorResponse } from '../../edge/training/training-error'
import type { TestDb } from '../helpers/test-db'
import { fromPeer, useTestApp, type TTestApp } from '../helpers/test-app'
import { withSettings } from '../helpers/app-deps'
import { phoneClients } from './auth-support'
import { addMessage, addReply, fakeTutor, makeTask, messagesOf, readSse, textOf, type TSse } from './training-stream-support'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made))

const client = phoneClients('10.95.0', () => ({ app, db: t.db }))
const path = (uuid: string) => `/training-mode/sse/v1/tasks/${uuid}/messages`
const ended = (e: TSse[]) => e.some((x) => x.event === 'complete' || x.event === 'error')
const DELTAS = ['Давай ', 'разберёмся. ', 'Что ты ', 'уже попробовал? ', '<qa>Перенести 3</qa>', '<qa>Разделить на 2</qa>']

describe('training stream: access', () => {
  it('asks for a token, hides bad, foreign and flagged-off tasks behind 404', async () => {
    const me = await client()
    const other = await client()
    const task = await makeTask(deps, me.id)
    const none = await readSse(app, path(task.uuid), {})
    expect(none.status).toBe(401)
    expect(none.body).toMatchObject({ code: 'UNAUTHENTICATED', error_message: 'Войди, чтобы продолжить' })
    for (const [uuid, headers] of [['not-a-uuid', me.headers], [task.uuid, other.headers], [crypto.randomUUID(), me.headers]] as const) {
      const r = await readSse(app, path(uuid), headers)
      expect(r.status).toBe(404)
      expect(r.body).toMatchObject({ code: 'NOT_FOUND', error_message: 'Задача не найдена' })
    }
    const off = fromPeer(createApp(withSettings(deps, { TRAINING_MODE: 'off' })))
    expect((await readSse(off, path(task.uuid), me.headers)).status).toBe(404)
  })
})

describe('training stream: a reply', () => {
  it('streams start, chunks and complete with seq.offset ids, and the text equals the row', async () => {
    const me = await client()
    const task = await makeTask(deps, me.id)
    // Opened before the reply exists: it sends only what comes next.
    const reading = readSse(app, path(task.uuid), me.headers, { stop: ended })
    await new Promise((r) => setTimeout(r, 50))
    const reply = await addReply(deps, task.id)
    expect(await runTrainingReplyNow(deps, { taskId: task.id, replyMessageId: reply.id, tutor: fakeTutor({ deltas: DELTAS, gapMs: 5 }) })).toBe('done')
    const { events } = await reading
    const [row] = (await messagesOf(deps, task.id)).filter((m) => m.sender === 'assistant')
    expect(row!.state).toBe('done')
    expect(row!.content).toBe(DELTAS.join(''))
    expect(events[0]).toEqual({ event: 'start', id: `${reply.seq}.0`, data: { message_uuid: reply.uuid, seq: reply.seq, offset: 0 } })
    expect(textOf(events)).toBe(row!.content)
    let offset = 0
    for (const e of events.filter((x) => x.event === 'chunk')) {
      offset += (e.data.text as string).length
      expect(e.id).toBe(`${reply.seq}.${offset}`)
    }
    expect(events.at(-1)).toEqual({ event: 'complete', id: `${reply.seq + 1}.0`, data: { message_uuid: reply.uuid, length: row!.content.length, options: ['Перенести 3', 'Разделить на 2'] } })
  })

  it('without a resume point starts the reply still streaming from its start', async () => {
    const me = await client()
    const task = await makeTask(deps, me.id)
    const reply = await addReply(deps, task.id)
    const run = runTrainingReplyNow(deps, { taskId: task.id, replyMessageId: reply.id, tutor: fakeTutor({ deltas: DELTAS, gapMs: 25 }) })
    await new Promise((r) => setTimeout(r, 70))
    const { events } = await readSse(app, path(task.uuid), me.headers, { stop: ended })
    await run
    expect(events[0]!.data).toMatchObject({ offset: 0 })
    expect(textOf(events)).toBe(DELTAS.join(''))
  })

  it('resumes from any cut, by header or query, during the reply and after it, without repeats or gaps', async () => {
    const me = await client()
    const task = await makeTask(deps, me.id)
    const deltas = Array.from({ length: 24 }, (_, i) => `часть ${i} — `)
    const reply = await addReply(deps, task.id)
    const run = runTrainingReplyNow(deps, { taskId: task.id, replyMessageId: reply.id, tutor: fakeTutor({ deltas, gapMs: 8 }) })
    // While it streams: cut after 2 events, resume, cut again, resume to the end.
    const live: TSse[] = []
    let last = ''
    for (let cut = 0; cut < 6 && !ended(live); cut++) {
      const headers = last ? { ...me.headers, 'last-event-id': last } : me.headers
      const part = await readSse(app, path(task.uuid), headers, { max: cut < 5 ? 2 + cut : undefined, stop: ended })
      live.push(...part.events)
      last = part.events.at(-1)?.id ?? last
    }
    await run
    const content = (await messagesOf(deps, task.id)).find((m) => m.id === reply.id)!.content
    expect(content).toBe(deltas.join(''))
    expect(textOf(live)).toBe(content)
    // After it: 25 random offsets, alternating the header and the query parameter.
    for (let i = 0; i < 25; i++) {
      const k = Math.floor(Math.random() * (content.length + 1))
      const at = `${reply.seq}.${k}`
      const rest = i % 2 ? await readSse(app, `${path(task.uuid)}?lastEventId=${at}`, me.headers, { stop: ended }) : await readSse(app, path(task.uuid), { ...me.headers, 'last-event-id': at }, { stop: ended })
      expect(rest.events[0]).toMatchObject({ event: 'start', id: at, data: { offset: k } })
      expect(textOf(rest.events)).toBe(content.slice(k))
      expect(rest.events.at(-1)!.event).toBe('complete')
    }
    // A garbage id is no resume point (the finished reply is not sent again); an id past the reply sends nothing of it.
    const garbage = await readSse(app, path(task.uuid), { ...me.headers, 'last-event-id': 'abc' }, { timeoutMs: 200 })
    expect(garbage.events).toEqual([])
    const past = await readSse(app, path(task.uuid), { ...me.headers, 'last-event-id': `${reply.seq + 1}.0` }, { timeoutMs: 200 })
    expect(past.events).toEqual([])
  })

  it('sends memory_loaded, info and task_completed rows in seq order; the student’s messages are not events', async () => {
    const me = await client()
    const task = await makeTask(deps, me.id)
    const loaded = await addMessage(deps, task.id, { sender: 'memory', content: 'x', meta: { kind: 'loaded', memories: [{ uuid: crypto.randomUUID(), content: 'Путает знаки' }] } })
    await addMessage(deps, task.id, { sender: 'user', content: 'Помоги' })
    const info = await addMessage(deps, task.id, { sender: 'info', content: 'Подсказка закончилась' })
    const done = await addMessage(deps, task.id, { sender: 'info', content: 'Задача решена', meta: { kind: 'task_completed', completed_at: '2026-11-25T10:00:00.000Z' } })
    const { events } = await readSse(app, path(task.uuid), { ...me.headers, 'last-event-id': '1.0' }, { max: 3 })
    expect(events.map((e) => [e.event, e.id])).toEqual([
      ['memory_loaded', `${loaded.seq + 1}.0`],
      ['info', `${info.seq + 1}.0`],
      ['task_completed', `${done.seq + 1}.0`],
    ])
    expect(events[0]!.data).toEqual({ message_uuid: loaded.uuid, memories: [{ uuid: expect.any(String), content: 'Путает знаки' }] })
    expect(events[1]!.data).toEqual({ message_uuid: info.uuid, content: 'Подсказка закончилась' })
    expect(events[2]!.data).toEqual({ task_uuid: task.uuid, completed_at: '2026-11-25T10:00:00.000Z' })
  })
})

/** The stream routes alone, with a fast heartbeat. */
function streamApp(heartbeatMs: number): TTestApp {
  const small = new Hono<AppEnv>()
  small.use('*', async (c, next) => {
    c.set('deps', deps)
    c.set('caller', await callerFromRequest({ headers: c.req.raw.headers, jwtSecret: deps.settings.APP_JWT_SECRET, db: deps.db }))
    await next()
  })
  small.route('/', createTrainingStreamRoutes({ heartbeatMs }))
  small.onError((err, c) => trainingErrorResponse(err, c))
  return fromPeer(small as unknown as TTestApp)
}

describe('training stream: heartbeat', () => {
  it('ends an open stream by the next heartbeat once its token is signed out everywhere', async () => {
    const me = await client()
    const task = await makeTask(deps, me.id)
    const reading = readSse(streamApp(30), `/tasks/${task.uuid}/messages`, me.headers, { timeoutMs: 15_000 })
    await new Promise((r) => setTimeout(r, 100))
    await t.db.query(`update public.users set token_version = token_version + 1 where id = $1`, [me.id])
    // The server closed it; the reader did not give up.
    expect(await reading).toMatchObject({ status: 200, closed: true })
  })

  it('writes a ping comment while quiet', async () => {
    const me = await client()
    const task = await makeTask(deps, me.id)
    const small = new Hono<AppEnv>()
    small.use('*', async (c, next) => {
      c.set('deps', deps)
      c.set('caller', await callerFromRequest({ headers: c.req.raw.headers, jwtSecret: deps.settings.APP_JWT_SECRET, db: deps.db }))
      await next()
    })
    small.route('/', createTrainingStreamRoutes({ heartbeatMs: 30 }))
    small.onError((err, c) => trainingErrorResponse(err, c))
    let raw = ''
    await readSse(fromPeer(small as unknown as TTestApp), `/tasks/${task.uuid}/messages`, me.headers, { timeoutMs: 200, raw: (s) => (raw += s) })
    expect(raw.split(': ping').length - 1).toBeGreaterThanOrEqual(2)
  })
})
