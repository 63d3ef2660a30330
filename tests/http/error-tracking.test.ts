// Errors reach the error tracker (a fake Sentry ingest here) with the request id and the release: an unhandled error in
// a route and in a GraphQL resolver, a job's failed and last attempts (with the id of the request that enqueued it), and
// a bank notification whose handling failed. Refusals the code expects (a 4xx AppError) are not errors and send nothing.
import { beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createSentryFake } from '../fakes/sentry'
import { useTestApp, type TTestApp, useFakes } from '../helpers/test-app'
import type { TestDb } from '../helpers/test-db'
import type { AppDeps } from '../../edge/context'
import { defineJob, jobHandlerMap } from '../../edge/jobs/registry'
import { createJobWorker } from '../../edge/jobs/worker'
import { runInRequest } from '../../edge/http/request-context'
import { AppError } from '../../edge/http/errors'
import { reportPaymentNotification } from '../../edge/payments/webhooks/notification-log'

const fake = createSentryFake({ projectId: '7', publicKey: 'kampuskey' })
const [ingest] = await useFakes(fake.app)

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made), { ERROR_TRACKING_DSN: `${ingest.url.replace('//', '//kampuskey@')}/7`, APP_RELEASE: 'kampus@1.2.3' })
beforeEach(() => {
  fake.events.length = 0
})

describe('error tracking', () => {
  it('an unhandled error in a route: one event with the request id, the route and the release; an AppError sends none', async () => {
    app.get('/test/boom', () => {
      throw new TypeError('cannot read properties of undefined (reading «price»)')
    })
    app.get('/test/refused', () => {
      throw new AppError('NOT_FOUND')
    })
    const res = await app.request('/test/boom', { headers: { 'x-request-id': 'req-boom-1' } })
    expect(res.status).toBe(500)
    expect((await app.request('/test/refused')).status).toBe(404)
    await expect.poll(() => fake.events.length).toBe(1)
    const [event] = fake.events
    expect(event).toMatchObject({ level: 'error', release: 'kampus@1.2.3', environment: 'test', tags: { where: 'request', request_id: 'req-boom-1', route: '/test/boom', method: 'GET' } })
    expect(event!.exception!.values[0]).toMatchObject({ type: 'TypeError', value: 'cannot read properties of undefined (reading «price»)' })
  })

  it("a job's failed attempt (warning) and its death (error) carry the job and the request that enqueued it", async () => {
    const broken = defineJob({
      name: 'test.broken',
      schema: z.object({}),
      handler: async () => {
        throw new Error('источник не ответил')
      },
    })
    await runInRequest({ requestId: 'req-job-1' }, () => broken.enqueue(t.db, {}))
    const worker = createJobWorker({ db: t.db, handlers: jobHandlerMap([broken]), concurrency: 1, pollMs: 50, log: deps.log, services: deps, backoff: () => 0, maxAttempts: 2 })
    while ((await worker.runOnce()) > 0);
    expect(fake.events.map((e) => [e.level, e.logger, e.tags?.job, e.tags?.attempt, e.tags?.request_id])).toEqual([
      ['warning', 'job', 'test.broken', '1', 'req-job-1'],
      ['error', 'job', 'test.broken', '2', 'req-job-1'],
    ])
  })

  it('a bank notification whose handling failed is an error; a refused (forged) one is only an alert', async () => {
    const record = { provider: 'testbank', requestId: 'req-bank-1', remoteAddress: null, id: 1, reason: 'база не ответила', replyStatus: 503 }
    await reportPaymentNotification(deps, { ...record, outcome: 'refused', code: 'bad-signature' })
    expect(fake.events).toHaveLength(0)
    await reportPaymentNotification(deps, { ...record, outcome: 'failed', code: 'apply-failed' })
    expect(fake.events).toHaveLength(1)
    expect(fake.events[0]).toMatchObject({ logger: 'payment-notification', tags: { provider: 'testbank', request_id: 'req-bank-1' } })
    expect(fake.events[0]!.exception!.values[0]!.value).toBe('apply-failed: база не ответила')
  })
})
