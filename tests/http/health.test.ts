// GET /api/health: 200 while the database answers; 503 with a JSON body when it fails or hangs, never a hung request.
import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../edge/app'
import type { AppDeps } from '../../edge/context'
import type { Db } from '../../edge/db/port'
import { openPostgres } from '../../edge/db/postgres.server'
import { HEALTH_DB_TIMEOUT_MS } from '../../edge/http/health'
import type { TestDb } from '../helpers/test-db'
import { useTestDeps } from '../helpers/test-app'

let t: TestDb
let deps: AppDeps
useTestDeps((made) => ({ t, deps } = made))

/** The same database with its transactions replaced: a broken or hanging connection. */
const withTransaction = (db: Db, transaction: Db['transaction']): Db => ({
  driver: db.driver,
  query: (sql, params) => db.query(sql, params),
  exec: (sql) => db.exec(sql),
  transaction,
  listen: (channel, on) => db.listen(channel, on),
  close: () => db.close(),
})

const health = (db: Db) => createApp({ ...deps, db }).request('/api/health')

/** A loopback port nobody listens on: connections to it are refused at once. */
const deadPort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })

describe('GET /api/health', () => {
  it('answers 200 after a database round trip', async () => {
    const res = await health(t.db)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true, driver: t.db.driver })
  })

  it('answers 503 with JSON when the database query throws', async () => {
    const res = await health(withTransaction(t.db, () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'))))
    expect(res.status).toBe(503)
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
    expect(await res.json()).toEqual({ ok: false, driver: t.db.driver, message: 'База данных недоступна' })
  })

  it('answers 503 in about two seconds when the database never answers', async () => {
    const started = Date.now()
    const res = await health(withTransaction(t.db, () => new Promise<never>(() => {})))
    const took = Date.now() - started
    expect(res.status).toBe(503)
    expect((await res.json()) as object).toMatchObject({ ok: false })
    expect(took).toBeGreaterThanOrEqual(HEALTH_DB_TIMEOUT_MS - 50)
    // About the limit, not the hang: the margin is for a busy machine.
    expect(took).toBeLessThan(HEALTH_DB_TIMEOUT_MS + 5_000)
  })

  it('answers 503 quickly over a real Postgres connection to a dead port', async () => {
    const db = openPostgres(`postgres://postgres@127.0.0.1:${await deadPort()}/test`)
    try {
      const started = Date.now()
      const res = await health(db)
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({ ok: false, driver: 'postgres', message: 'База данных недоступна' })
      expect(Date.now() - started).toBeLessThan(HEALTH_DB_TIMEOUT_MS + 5_000)
    } finally {
      await db.close()
    }
  })
})
