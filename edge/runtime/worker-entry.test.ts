// The Worker entry's own handlers, called as workerd calls them, with a fake Queue binding and a fake Supabase
// broadcast endpoint. The Worker opens postgres.js from DATABASE_URL, so this needs a real Postgres.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { onRealPostgres, testDb, type TestDb } from '../../tests/helpers/test-db'
import { startFakeSupabaseRealtime, type TFakeSupabaseRealtime } from '../../tests/fakes/supabase-realtime'
import type { TJobMessage, TQueueBatch } from '../jobs/cloudflare-jobs'
import { serverEntry } from './worker.server'

let t: TestDb
let fake: TFakeSupabaseRealtime
let worker: Awaited<ReturnType<typeof serverEntry>>
const sent: TJobMessage[] = []
const waits: Promise<unknown>[] = []
const ctx = { waitUntil: (p: Promise<unknown>) => void waits.push(p) }
const env = () => ({
  DATABASE_URL: t.url!,
  APP_JWT_SECRET: 'worker-entry-test-secret-0123456789abcdef',
  // The project's own, for room tokens only: production refuses it equal to the app's.
  SUPABASE_JWT_SECRET: 'worker-entry-supabase-secret-0123456789abcdef',
  // Production requires the published contacts and company details (edge/settings.ts LEGAL_KEYS).
  SUPPORT_PHONE: '+7 (495) 000-00-01',
  SUPPORT_EMAIL: 'help@kampus.test',
  LEGAL_ENTITY_NAME: 'ООО «Тест»',
  LEGAL_INN: '7700000000',
  LEGAL_OGRN: '1027700000000',
  LEGAL_ADDRESS: '101000, Москва, ул. Тестовая, д. 1',
  LOG_LEVEL: 'silent',
  REALTIME_PROVIDER: 'supabase',
  SUPABASE_URL: fake.url,
  // Supabase's new API keys: the fake refuses the secret key as a bearer, as Supabase does.
  SUPABASE_SECRET_KEY: 'sb_secret_worker-entry',
  SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_worker-entry',
  JOBS_QUEUE: { sendBatch: async (messages: Iterable<{ body: TJobMessage }>) => void sent.push(...[...messages].map((m) => m.body)) },
})
const batch = (bodies: TJobMessage[]): TQueueBatch => ({ messages: bodies.map((body, i) => ({ id: `m${i}`, body, ack: () => {}, retry: () => {} })) })
const jobStatus = async (id: string) => (await t.db.query<{ status: string }>('select status from private.jobs where id = $1::bigint', [id]))[0]?.status
const newJob = async () =>
  String((await t.db.query<{ id: string }>(`insert into private.jobs (name, payload) values ('temporary-tokens-expire', '{}') returning id::text as id`))[0]?.id)

describe.skipIf(!onRealPostgres())('Worker entry: scheduled, queue and fetch (real Postgres only: set TEST_DATABASE_URL)', () => {
  beforeAll(async () => {
    t = await testDb()
    fake = await startFakeSupabaseRealtime({ secretKey: 'sb_secret_worker-entry', publishableKey: 'sb_publishable_worker-entry' })
    worker = await serverEntry(() => {})
  })
  beforeEach(async () => {
    sent.length = 0
    fake.received.length = 0
    await t.db.exec('truncate private.jobs')
  })
  afterAll(async () => {
    await Promise.allSettled(waits)
    await fake?.close()
    await t?.dispose()
  })

  it('the Cron handler sends due jobs to the Queue and leftover events to Supabase; the consumer runs the job once', async () => {
    const id = await newJob()
    await t.db.query(`select private.queue_realtime_message('App.Models.MassAlert', 'mass-alert-changed', '{"room":"App.Models.MassAlert","data":1}'::jsonb, true)`)
    await worker.scheduled({ cron: '* * * * *', scheduledTime: Date.now() }, env(), ctx)
    expect(sent.map((m) => m.jobId)).toEqual([id])
    expect(await jobStatus(id)).toBe('running')
    expect(fake.received).toEqual([{ topic: 'App.Models.MassAlert', event: 'mass-alert-changed', payload: { room: 'App.Models.MassAlert', data: 1 }, private: true }])

    await worker.queue(batch(sent), env(), ctx)
    expect(await jobStatus(id)).toBe('done')
    // Redelivered: nothing runs again, nothing fails.
    await worker.queue(batch(sent), env(), ctx)
    expect((await t.db.query<{ attempts: number }>('select attempts from private.jobs where id = $1::bigint', [id]))[0]?.attempts).toBe(1)
  })

  it('a writing request hands due jobs to the Queue after it answers; a reading one does not', async () => {
    const id = await newJob()
    const read = await worker.fetch(new Request('http://worker.test/api/health'), env(), ctx)
    expect(read.status).toBe(200)
    // workerd reads every answer to its end; the connection is closed only then.
    await read.text()
    await Promise.all(waits.splice(0))
    expect(sent).toEqual([])

    await (await worker.fetch(new Request('http://worker.test/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' }), env(), ctx)).text()
    await Promise.all(waits.splice(0))
    expect(sent.map((m) => m.jobId)).toEqual([id])
  })
})
