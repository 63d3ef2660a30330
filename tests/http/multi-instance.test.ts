// Several Node instances on one Postgres (issue 10, finding 10): two app servers, each with its own connection pool,
// LISTEN connection, realtime hub and job worker – as two processes behind a proxy would have – share the job queue
// and the realtime events through the database alone.
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { serve } from '@hono/node-server'
import { createParser, type EventSourceMessage } from 'eventsource-parser'
import { z } from 'zod'
import { onRealPostgres, testDb, type TestDb } from '../helpers/test-db'
import { testPorts } from '../helpers/app-deps'
import { createAppCaches } from '../../edge/runtime/app-caches'
import { createApp } from '../../edge/app'
import type { AppDeps } from '../../edge/context'
import { openPostgres } from '../../edge/db/postgres.server'
import { asService } from '../../edge/db/port'
import { createLogger } from '../../edge/log'
import { readSettings } from '../../edge/settings'
import { startRealtimeHub } from '../../edge/realtime/hub'
import { createJobWorker, type JobWorker } from '../../edge/jobs/worker'
import { defineJob, jobHandlerMap } from '../../edge/jobs/registry'
import { enqueueJob } from '../../edge/jobs/queue'
import { MASS_ALERT_ROOM, type TRealtimeReady } from '../../domain/realtime'

type Instance = { name: string; deps: AppDeps; server: Server; url: string; jobs: JobWorker; ran: string[] }

const JOBS = 40
let t: TestDb
const instances: Instance[] = []

async function startInstance(name: string, databaseUrl: string): Promise<Instance> {
  const settings = readSettings({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl })
  const log = createLogger('silent')
  const db = openPostgres(databaseUrl, { max: 4 })
  const deps: AppDeps = { settings, db, log, realtime: await startRealtimeHub(db, log), ports: testPorts(settings, db), caches: createAppCaches() }
  const ran: string[] = []
  // The same job name on both instances, as the same build would register it; each records what it ran.
  const countJob = defineJob({
    name: 'multi-instance-count',
    schema: z.object({ n: z.number().int() }),
    async handler(_payload, ctx) {
      ran.push(ctx.jobId)
      await new Promise((r) => setTimeout(r, 15))
    },
  })
  const jobs = createJobWorker({ db, handlers: jobHandlerMap([countJob]), concurrency: 3, pollMs: 200, log, workerId: `instance-${name}` })
  await jobs.start()
  const { server, url } = await new Promise<{ server: Server; url: string }>((resolve) => {
    const s = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ server: s as Server, url: `http://127.0.0.1:${info.port}` }),
    )
  })
  return { name, deps, server, url, jobs, ran }
}

async function stopInstance(i: Instance) {
  await i.jobs.stop()
  i.server.closeAllConnections()
  await new Promise<void>((r) => i.server.close(() => r()))
  await i.deps.realtime.stop()
  await i.deps.db.close()
}

describe.skipIf(!onRealPostgres())('two Node instances on one Postgres (real Postgres only: set TEST_DATABASE_URL)', () => {
  beforeAll(async () => {
    t = await testDb()
    instances.push(await startInstance('a', t.url!), await startInstance('b', t.url!))
  })
  afterAll(async () => {
    for (const i of instances.splice(0)) await stopInstance(i)
    await t?.dispose()
  })

  it(`share the job queue: ${JOBS} jobs enqueued through one instance each run exactly once across both`, async () => {
    const [a, b] = instances as [Instance, Instance]
    const ids = await asService(a.deps.db, async (tx) => {
      const out: string[] = []
      for (let n = 0; n < JOBS; n++) out.push(await enqueueJob(tx, { name: 'multi-instance-count', payload: { n } }))
      return out
    })
    await vi.waitFor(
      async () => {
        const [row] = await a.deps.db.query<{ n: number }>(`select count(*)::int as n from private.jobs where status = 'done'`)
        expect(row?.n).toBe(JOBS)
      },
      { timeout: 20_000, interval: 100 },
    )
    const all = [...a.ran, ...b.ran]
    expect(all).toHaveLength(JOBS)
    expect(new Set(all)).toEqual(new Set(ids))
    // Both took part (each runs at most 3 at a time, so neither can take all 40 while the other idles).
    expect(a.ran.length).toBeGreaterThan(0)
    expect(b.ran.length).toBeGreaterThan(0)
    const rows = await a.deps.db.query<{ attempts: number; n: number }>(`select attempts, count(*)::int as n from private.jobs group by attempts`)
    expect(rows).toEqual([{ attempts: 1, n: JOBS }])
  })

  it('an event published through instance A reaches a browser stream connected to instance B', async () => {
    const [a, b] = instances as [Instance, Instance]
    const abort = new AbortController()
    const res = await fetch(`${b.url}/api/realtime`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ rooms: [MASS_ALERT_ROOM] }),
      signal: abort.signal,
    })
    expect(res.status).toBe(200)
    const events: EventSourceMessage[] = []
    const parser = createParser({ onEvent: (e) => events.push(e) })
    const reader = res.body!.getReader()
    const decoder = new TextDecoder()
    const pump = (async () => {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) return
        parser.feed(decoder.decode(value, { stream: true }))
      }
    })().catch(() => {})
    await vi.waitFor(() => expect(events.map((e) => e.event)).toContain('ready'))
    expect((JSON.parse(events[0]!.data) as TRealtimeReady).rooms).toEqual([MASS_ALERT_ROOM])

    const published = await fetch(`${a.url}/dev/realtime/publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ room: MASS_ALERT_ROOM, event: 'mass-alert-changed', data: { from: 'a' } }),
    })
    expect(published.status).toBe(200)
    await vi.waitFor(() => expect(events.map((e) => e.event)).toEqual(['ready', 'mass-alert-changed']), { timeout: 5000 })
    expect(JSON.parse(events[1]!.data)).toEqual({ room: MASS_ALERT_ROOM, data: { from: 'a' } })
    abort.abort()
    await pump
  })
})
