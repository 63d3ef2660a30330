// The Worker entry's own handlers, called as workerd calls them, with a fake Queue binding and a fake Supabase
// broadcast endpoint. The Worker opens postgres.js from DATABASE_URL, so this needs a real Postgres.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { onRealPostgres, testDb, type TestDb } from '../../tests/helpers/test-db'
import { startFakeSupabaseRealtime, type TFakeSupabaseRealtime } from '../../tests/fakes/supabase-realtime'
import type { TJobMessage } from '../jobs/cloudflare-jobs'
import { queueBatch, workerBindings, workerCtx } from '../../tests/helpers/worker-env'
import { serverEntry } from './worker.server'
import { OCR_ON_WORKERS_WARNING } from './worker-settings'

let t: TestDb
let fake: TFakeSupabaseRealtime
let worker: Awaited<ReturnType<typeof serverEntry>>
const sent: TJobMessage[] = []
const waits: Promise<unknown>[] = []
const ctx = workerCtx(waits)
const env = () => workerBindings({ name: 'worker-entry', databaseUrl: t.url!, supabaseUrl: fake.url, sent })
const batch = queueBatch
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
    // workerd reads every answer to its end; the connection is closed only then. The entry's deps say they run on
    // Workers: the health answer names the missing cloud OCR.
    expect(((await read.json()) as { warnings?: string[] }).warnings).toEqual([OCR_ON_WORKERS_WARNING])
    await Promise.all(waits.splice(0))
    expect(sent).toEqual([])

    await (await worker.fetch(new Request('http://worker.test/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' }), env(), ctx)).text()
    await Promise.all(waits.splice(0))
    expect(sent.map((m) => m.jobId)).toEqual([id])
  })
})
