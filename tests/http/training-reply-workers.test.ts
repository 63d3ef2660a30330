// On Workers the tutor's reply is never a promise left running after its request (the runtime cuts it off): it is
// the training.reply job, due at once, which the request hands to the Queue as it ends. On Node it starts in-process.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppDeps } from '../../edge/context'
import type { JobContext } from '../../edge/jobs/registry'
import { startTutorReply } from '../../edge/training/reply/start-reply'
import { trainingReplyJob } from '../../edge/training/reply/training-reply-job'
import type { TestDb } from '../helpers/test-db'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import { bearer, freshPhone, fromIp, gql, signInByPhone } from './auth-support'
import { addReply, fakeTutor, makeTask, messagesOf } from './training-stream-support'

// The job builds its tutor over the AI port: here a scripted one.
vi.mock('../../edge/training/tutor/create-tutor', async () => {
  const support = await import('./training-stream-support')
  return { createTutor: () => support.fakeTutor({ deltas: ['Начнём ', 'с условия.'] }) }
})

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made))
afterEach(() => vi.unstubAllGlobals())

let ipSeq = 0
async function client() {
  const token = await signInByPhone(app, t.db, freshPhone(), fromIp(`10.98.0.${++ipSeq}`))
  return (await gql(app, '{ me { id } }', {}, bearer(token))).data.me.id as string
}
const jobsOf = (messageId: string) =>
  t.db.query<{ key: string; due: boolean }>(`select key, run_at <= now() as due from private.jobs where name = 'training.reply' and payload->>'messageId' = $1 order by id`, [messageId])
const ctx = (): JobContext => ({ db: deps.db, jobId: '0', attempt: 1, log: deps.log, services: deps })

describe('the tutor reply on Workers', () => {
  it('is the training.reply job due at once, not a run in the request; the job writes the reply', async () => {
    const task = await makeTask(deps, await client())
    const reply = await addReply(deps, task.id)
    const inRequest = fakeTutor({ deltas: ['не должен звучать'] })
    // As the Worker entry builds its deps (edge/runtime/worker.server.ts).
    await startTutorReply({ ...deps, runtime: 'workers' }, { taskId: task.id, replyMessageId: reply.id, tutor: inRequest })
    expect(inRequest.turns).toEqual([])
    expect(await jobsOf(reply.id)).toEqual([{ key: `training.reply:${reply.id}:1`, due: true }])
    expect((await messagesOf(deps, task.id)).find((m) => m.id === reply.id)).toMatchObject({ state: 'streaming', content: '' })

    await trainingReplyJob.handler({ taskId: task.id, messageId: reply.id, round: 1 }, ctx())
    expect((await messagesOf(deps, task.id)).find((m) => m.id === reply.id)).toMatchObject({ state: 'done', content: 'Начнём с условия.' })
  })

  it('on Node it runs in the process at once, with the backstop due only after the lease', async () => {
    const task = await makeTask(deps, await client())
    const reply = await addReply(deps, task.id)
    const tutor = fakeTutor({ deltas: ['Сразу ', 'отвечаю.'] })
    await startTutorReply(deps, { taskId: task.id, replyMessageId: reply.id, tutor })
    await vi.waitFor(async () => expect((await messagesOf(deps, task.id)).find((m) => m.id === reply.id)).toMatchObject({ state: 'done', content: 'Сразу отвечаю.' }), { timeout: 30_000, interval: 50 })
    expect(tutor.turns).toHaveLength(1)
    expect(await jobsOf(reply.id)).toEqual([{ key: `training.reply:${reply.id}:1`, due: false }])
  })
})
