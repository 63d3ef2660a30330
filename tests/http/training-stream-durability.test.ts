// A reply survives its runner: killed mid-stream (abandoned as a crash would, its lease left behind), the backstop job
// finishes it from the text so far, once; a client reconnecting with its Last-Event-ID gets exactly the missing text.
// A live runner is never doubled, and a lease run out in another process is taken over.
import { describe, expect, it, vi } from 'vitest'
import type { AppDeps } from '../../edge/context'
import type { JobContext } from '../../edge/jobs/registry'
import { runTrainingReplyNow } from '../../edge/training/reply/start-reply'
import { trainingReplyJob } from '../../edge/training/reply/training-reply-job'
import { liveAnswers } from '../../edge/streams/live-answers'
import { TRAINING_ANSWER_TABLE } from '../../edge/training/messages/append-message'
import type { TestDb } from '../helpers/test-db'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import { phoneClients } from './auth-support'
import { addReply, fakeTutor, makeTask, messagesOf, readSse, textOf, type TSse } from './training-stream-support'

// The job builds its tutor over the AI port: here the scripted one that continues from the row's text.
const made = vi.hoisted(() => ({ count: 0 }))
vi.mock('../../edge/training/tutor/create-tutor', async () => {
  const support = await import('./training-stream-support')
  const whole = Array.from({ length: 30 }, (_, i) => `шаг ${i}; `).join('')
  return {
    createTutor: () => {
      made.count++
      return support.fakeTutor({ deltas: [whole], continuation: (partial) => whole.slice(partial.length).match(/.{1,7}/gs) ?? [] })
    },
  }
})

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made))

const client = phoneClients('10.97.0', () => ({ app, db: t.db }))
const path = (uuid: string) => `/training-mode/sse/v1/tasks/${uuid}/messages`
const ctx = (): JobContext => ({ db: deps.db, jobId: '0', attempt: 1, log: deps.log, services: deps })
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const WHOLE = Array.from({ length: 30 }, (_, i) => `шаг ${i}; `)
const FULL = WHOLE.join('')
/** Continues from whatever the row holds, in small pieces, as a model asked to go on would. */
const continuing = (gapMs: number, hold?: { at: number; until: Promise<void> }) =>
  fakeTutor({ deltas: WHOLE, gapMs, hold, continuation: (partial) => (FULL.slice(partial.length).match(/.{1,7}/gs) ?? []) })

const jobsOf = (messageId: string) => t.db.query<{ key: string; run_at: Date }>(`select key, run_at from private.jobs where name = 'training.reply' and payload->>'messageId' = $1 order by id`, [messageId])

describe('training reply: durability', () => {
  it('finishes a killed reply once from the job, and a reconnecting client gets exactly the rest', async () => {
    const me = await client()
    const task = await makeTask(deps, me.id)
    const reply = await addReply(deps, task.id)
    // The model stops after 12 of its 30 pieces (86 characters) until the runner is killed, however slow the machine.
    let release!: () => void
    const held = new Promise<void>((r) => (release = r))
    const run = runTrainingReplyNow(deps, { taskId: task.id, replyMessageId: reply.id, tutor: continuing(10, { at: 12, until: held }) })
    const before = await readSse(app, path(task.uuid), me.headers, { stop: (e: TSse[]) => textOf(e).length > 60 })
    const live = liveAnswers.get(TRAINING_ANSWER_TABLE, reply.id)!
    expect(live).toBeDefined()
    const killed = live.abandon()
    release()
    await killed
    expect(await run).toBe('abandoned')
    await sleep(100)
    const stuck = (await messagesOf(deps, task.id)).find((m) => m.id === reply.id)!
    expect(stuck.state).toBe('streaming')
    expect(FULL.startsWith(stuck.content)).toBe(true)
    // The backstop was enqueued with the reply, due after the lease.
    const [job] = await jobsOf(reply.id)
    expect(job!.key).toBe(`training.reply:${reply.id}:1`)
    expect(new Date(job!.run_at).getTime()).toBeGreaterThan(Date.now() + 30_000)

    const lastId = before.events.at(-1)!.id
    const resumed = readSse(app, path(task.uuid), { ...me.headers, 'last-event-id': lastId }, { stop: (e: TSse[]) => e.some((x) => x.event === 'complete') })
    await sleep(50)
    await trainingReplyJob.handler({ taskId: task.id, messageId: reply.id, round: 1 }, ctx())
    const done = (await messagesOf(deps, task.id)).find((m) => m.id === reply.id)!
    expect(done).toMatchObject({ state: 'done', content: FULL })
    const rest = await resumed
    expect(textOf(before.events) + textOf(rest.events)).toBe(FULL)
    expect(rest.events[0]).toMatchObject({ event: 'start', id: lastId })
    // A second run of the job finds it done and changes nothing.
    await trainingReplyJob.handler({ taskId: task.id, messageId: reply.id, round: 1 }, ctx())
    expect((await messagesOf(deps, task.id)).find((m) => m.id === reply.id)!.content).toBe(FULL)
  })

  it('does not double a live runner: the job looks again later', async () => {
    const me = await client()
    const task = await makeTask(deps, me.id)
    const reply = await addReply(deps, task.id)
    // The live runner is held mid-reply (text written, lease held) while the job looks: a condition, not a sleep.
    let release!: () => void
    const until = new Promise<void>((r) => (release = r))
    const tutor = fakeTutor({ deltas: WHOLE, gapMs: 5, hold: { at: 10, until } })
    const run = runTrainingReplyNow(deps, { taskId: task.id, replyMessageId: reply.id, tutor })
    await expect.poll(async () => (await messagesOf(deps, task.id)).find((m) => m.id === reply.id)?.content.length ?? 0, { timeout: 30_000 }).toBeGreaterThan(0)
    await trainingReplyJob.handler({ taskId: task.id, messageId: reply.id, round: 1 }, ctx())
    release()
    expect(await run).toBe('done')
    expect(tutor.turns).toHaveLength(1)
    expect((await messagesOf(deps, task.id)).find((m) => m.id === reply.id)).toMatchObject({ state: 'done', content: FULL })
    expect((await jobsOf(reply.id)).map((j) => j.key)).toEqual([`training.reply:${reply.id}:1`, `training.reply:${reply.id}:2`])
  })

  it('takes over a lease that ran out in another process, and the old runner cannot write after it', async () => {
    const me = await client()
    const task = await makeTask(deps, me.id)
    const reply = await addReply(deps, task.id)
    const partial = FULL.slice(0, 23)
    await t.db.query(`update public.training_messages set content = $2, runner_id = 'p-gone:1', lease_until = now() - interval '1 second' where id = $1::bigint`, [reply.id, partial])
    const count = made.count
    await trainingReplyJob.handler({ taskId: task.id, messageId: reply.id, round: 3 }, ctx())
    expect(made.count).toBe(count + 1)
    expect((await messagesOf(deps, task.id)).find((m) => m.id === reply.id)).toMatchObject({ state: 'done', content: FULL })
    const stale = await t.db.query(`update public.training_messages set content = content || 'x' where id = $1::bigint and state = 'streaming' and runner_id = 'p-gone:1' returning id`, [reply.id])
    expect(stale).toEqual([])
  })
})
