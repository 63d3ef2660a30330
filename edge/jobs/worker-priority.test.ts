// Job priority (issue 29, finding 3): a client's job runs before a guest's and both before background content, and the
// slots kept for clients stay free however many guest or background jobs wait.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { createLogger } from '../log'
import { enqueueJob, type TJobPriority } from './queue'
import { defineJob, jobHandlerMap } from './registry'
import { createJobWorker, type JobWorker } from './worker'

let t: TestDb
beforeAll(async () => {
  t = await testDb()
})
afterAll(() => t.dispose())

let started: string[]
let gate: { open: () => void; opened: Promise<void> }
const newGate = () => {
  let open!: () => void
  const opened = new Promise<void>((r) => (open = r))
  return { open, opened }
}
beforeEach(async () => {
  await t.db.exec('truncate private.jobs')
  started = []
  gate = newGate()
})

const work = defineJob({
  name: 'work',
  schema: z.object({ who: z.string(), wait: z.boolean().optional() }),
  handler: async ({ who, wait }) => {
    started.push(who)
    if (wait) await gate.opened
  },
})

const worker = (concurrency: number, reservedForClients?: number) =>
  createJobWorker({ db: t.db, handlers: jobHandlerMap([work]), concurrency, reservedForClients, pollMs: 20, log: createLogger('silent'), backoff: () => 0 })

const add = (who: string, priority?: TJobPriority, wait = false) => enqueueJob(t.db, { name: 'work', payload: { who, wait }, ...(priority && { priority }) })

const until = async (check: () => boolean, what: string) => {
  for (const end = Date.now() + 10_000; !check(); ) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}; started: ${started.join(', ')}`)
    await new Promise((r) => setTimeout(r, 10))
  }
}

describe('job priority', () => {
  it('claims a client’s job first, then an upload, a guest’s, and background content last, oldest first within each', async () => {
    await add('background', 'background')
    await add('guest 1', 'guest')
    await add('upload', 'upload')
    await add('guest 2', 'guest')
    await add('client')
    const w = worker(1)
    while ((await w.runOnce()) > 0);
    expect(started).toEqual(['client', 'upload', 'guest 1', 'guest 2', 'background'])
  })

  it('keeps the reserved slot for a client while guest and background jobs queue, and fills it at once when a client asks', async () => {
    for (let i = 1; i <= 4; i++) await add(`guest ${i}`, 'guest', true)
    await add('referat', 'background', true)
    const w: JobWorker = worker(3, 1)
    await w.start()
    try {
      await until(() => started.length >= 2, 'two guest jobs')
      // Let a few polls pass: the third slot stays empty although three lower jobs wait.
      await new Promise((r) => setTimeout(r, 200))
      expect(started).toEqual(['guest 1', 'guest 2'])
      await add('client', 'client', true)
      await until(() => started.includes('client'), 'the client job')
      expect(started).toEqual(['guest 1', 'guest 2', 'client'])
      gate.open()
      await until(() => started.length === 6, 'every job')
    } finally {
      gate.open()
      await w.stop()
    }
  })

  it('lets a client use every slot when no lower job is waiting', async () => {
    for (let i = 1; i <= 3; i++) await add(`client ${i}`, 'client', true)
    const w = worker(3, 1)
    await w.start()
    try {
      await until(() => started.length === 3, 'three client jobs at once')
    } finally {
      gate.open()
      await w.stop()
    }
  })
})
