// /api/admin/jobs: an administrator lists private.jobs by state (queued, running, failed = waiting for a retry, dead,
// done) and name with the counts per state, opens a job (payload and error masked like the logs), retries a dead job
// (it runs again and finishes) and discards a queued or dead one; a running job is refused both, every action and
// refusal is audited, bad input is refused in Russian and a client gets the unknown-address answer.
import { beforeEach, describe, expect, it } from 'vitest'
import type { TestDb } from '../helpers/test-db'
import type { AppDeps } from '../../edge/context'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import { adminHttp, expectHidden, isRussian, type TAdminHttp } from '../helpers/admin-http'
import { runJobsUntilIdle } from '../helpers/jobs'
import type { TAdminJob, TAdminJobDetail, TAdminJobSummary } from '../../domain/admin/jobs'

let t: TestDb
let app: TTestApp
let deps: AppDeps
useTestApp((made) => ({ t, app, deps } = made))

let h: TAdminHttp
beforeEach(async () => {
  h ??= await adminHttp(app, t.db, deps)
})

type TJobSeed = { name: string; status?: string; attempts?: number; maxAttempts?: number | null; lastError?: string | null; payload?: unknown; running?: boolean; finishedDaysAgo?: number; key?: string }

async function job(s: TJobSeed): Promise<string> {
  const status = s.status ?? 'queued'
  const [row] = await t.db.query<{ id: string }>(
    `insert into private.jobs (name, payload, status, attempts, max_attempts, last_error, locked_by, locked_at, finished_at, key)
     values ($1, $2::text::jsonb, $3, $4, $5, $6, case when $3 = 'running' then 'host-a:123:abcd' end, case when $3 = 'running' then now() end,
             case when $3 in ('done', 'dead') then now() - make_interval(days => $7::int) end, $8)
     returning id::text as id`,
    [s.name, JSON.stringify(s.payload ?? {}), status, s.attempts ?? 0, s.maxAttempts ?? null, s.lastError ?? null, s.finishedDaysAgo ?? 0, s.key ?? null],
  )
  return row!.id
}

const row = async (id: string) =>
  (await t.db.query<{ status: string; attempts: number; due: boolean; last_error: string | null }>(`select status, attempts, run_at <= now() as due, last_error from private.jobs where id = $1::bigint`, [id]))[0]

const list = async (q: string) => {
  const res = await h.admin('GET', `/api/admin/jobs?${q}`)
  expect(res.status, q).toBe(200)
  return res.body as { items: TAdminJob[]; total: number }
}

const summary = async () => {
  const res = await h.admin('GET', '/api/admin/jobs/summary')
  expect(res.status).toBe(200)
  return res.body as TAdminJobSummary
}

describe('GET /api/admin/jobs', () => {
  it('lists jobs by state and name, counts each state, shortens and masks the last error, shows a running job’s lease', async () => {
    const before = await summary()
    const name = `test.list-${Date.now()}`
    const longError = `ответ клиенту +7 999 123-45-67 на ivan@example.ru не отправлен: ${'x'.repeat(300)}`
    const ids = {
      queued: await job({ name }),
      running: await job({ name, status: 'running', attempts: 1 }),
      failed: await job({ name, attempts: 1, lastError: 'сеть недоступна' }),
      dead: await job({ name, status: 'dead', attempts: 3, maxAttempts: 3, lastError: longError }),
      done: await job({ name, status: 'done', attempts: 1 }),
    }
    const after = await summary()
    for (const s of ['queued', 'running', 'failed', 'dead', 'done'] as const) expect(after.counts[s] - before.counts[s], s).toBe(1)
    expect(after.names).toContain(name)

    const all = await list(`name=${name}&perPage=100`)
    expect(all.total).toBe(5)
    expect(all.items.map((j) => j.id)).toEqual(Object.values(ids).map(String).sort((a, b) => Number(b) - Number(a)))
    for (const [state, id] of Object.entries(ids)) {
      const only = await list(`name=${name}&state=${state}`)
      expect(only.items.map((j) => `${j.id} ${j.state}`), state).toEqual([`${id} ${state}`])
    }
    const byId = new Map(all.items.map((j) => [j.id, j]))
    const running = byId.get(ids.running)!
    expect(running.lockedBy).toBe('host-a:123:abcd')
    expect(Date.parse(running.lockedAt!)).toBeGreaterThan(Date.now() - 60_000)
    expect(byId.get(ids.queued)!.lockedBy).toBeNull()
    const dead = byId.get(ids.dead)!
    expect(`${dead.attempts}/${dead.maxAttempts}`).toBe('3/3')
    expect(byId.get(ids.queued)!.maxAttempts).toBe(deps.settings.JOBS_MAX_ATTEMPTS)
    expect(dead.lastError!.length).toBeLessThanOrEqual(141)
    expect(dead.lastError!.endsWith('…')).toBe(true)
    expect(dead.lastError).not.toContain('999')
    expect(dead.lastError).not.toContain('ivan@example.ru')
    expect(dead.lastError).toContain('[скрыто]')
    expect(dead.finishedAt).not.toBeNull()
    // Search by error text and by id.
    expect((await list(`q=${encodeURIComponent('сеть недоступна')}&name=${name}`)).items.map((j) => j.id)).toEqual([ids.failed])
    expect((await list(`q=${ids.done}`)).items.map((j) => j.id)).toEqual([ids.done])
  })

  it('refuses a bad state, sort or page size in Russian', async () => {
    for (const q of ['state=broken', 'sort=payload', 'perPage=7', `name=${'x'.repeat(201)}`]) {
      const res = await h.admin('GET', `/api/admin/jobs?${q}`)
      expect(res.status, q).toBe(400)
      expect(isRussian(res.body.error.message), q).toBe(true)
    }
  })

  it('opens a job with its payload as pretty JSON masked like the logs, and its whole last error', async () => {
    const error = `упало на шаге 3: ${'подробности '.repeat(30)}конец; звонить +7 (912) 345-67-89`
    const id = await job({ name: 'test.detail', status: 'dead', attempts: 5, lastError: error, payload: { orderId: 42, phone: '+79991234567', note: 'пишите на a.b@mail.ru', token: 'abc' }, key: 'test.detail:1' })
    const res = await h.admin('GET', `/api/admin/jobs/${id}`)
    expect(res.status).toBe(200)
    const detail = res.body as TAdminJobDetail
    expect(detail.state).toBe('dead')
    expect(detail.key).toBe('test.detail:1')
    expect(JSON.parse(detail.payload)).toEqual({ orderId: 42, phone: '[скрыто]', note: 'пишите на [скрыто]', token: '[скрыто]' })
    expect(detail.payload).toContain('\n  "orderId": 42')
    expect(detail.lastError!.length).toBeGreaterThan(300)
    expect(detail.lastError).toContain('конец; звонить [скрыто]')
    for (const bad of ['999999999', 'abc', '1e3']) {
      const missing = await h.admin('GET', `/api/admin/jobs/${bad}`)
      expect(missing.status, bad).toBe(404)
      expect(isRussian(missing.body.error.message)).toBe(true)
    }
  })
})

describe('POST /api/admin/jobs/:id/retry and /discard', () => {
  it('retries a dead job: back in the queue due now with its attempts reset, it runs again and finishes; audited', async () => {
    // A real job with a harmless handler (the sweep of expired temporary tokens), dead after its attempts.
    const id = await job({ name: 'temporary-tokens-expire', status: 'dead', attempts: 5, lastError: 'база недоступна' })
    const res = await h.admin('POST', `/api/admin/jobs/${id}/retry`, {})
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ id, state: 'queued' })
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 0, due: true })
    const [entry] = await h.audit('job.retry')
    expect(entry).toMatchObject({ outcome: 'ok', target_id: id })
    expect(entry!.before).toMatchObject({ name: 'temporary-tokens-expire', state: 'dead', attempts: 5, lastError: 'база недоступна' })
    expect(entry!.after).toMatchObject({ state: 'queued', attempts: 0 })
    await runJobsUntilIdle(t.db, deps)
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 1, last_error: null })
    // Done now: nothing to retry, nothing to discard by hand.
    for (const action of ['retry', 'discard']) {
      const again = await h.admin('POST', `/api/admin/jobs/${id}/${action}`, {})
      expect(again.status, action).toBe(409)
      expect(isRussian(again.body.error.message)).toBe(true)
    }
  })

  it('retries a failed job waiting for its next try, but not one that never ran', async () => {
    const failed = await job({ name: 'test.failed', attempts: 2, lastError: 'таймаут' })
    await t.db.query(`update private.jobs set run_at = now() + interval '1 hour' where id = $1::bigint`, [failed])
    expect((await h.admin('POST', `/api/admin/jobs/${failed}/retry`, {})).status).toBe(200)
    expect(await row(failed)).toMatchObject({ status: 'queued', attempts: 0, due: true })
    const fresh = await job({ name: 'test.fresh' })
    const refused = await h.admin('POST', `/api/admin/jobs/${fresh}/retry`, {})
    expect(refused.status).toBe(409)
    expect(refused.body.error.message).toContain('ещё не запускалось')
  })

  it('discards a queued and a dead job; the audit keeps what was removed, masked', async () => {
    const queued = await job({ name: 'test.discard', payload: { email: 'someone@example.ru', orderId: 7 } })
    const dead = await job({ name: 'test.discard', status: 'dead', attempts: 5, lastError: 'нет ответа' })
    for (const id of [queued, dead]) {
      const res = await h.admin('POST', `/api/admin/jobs/${id}/discard`, {})
      expect(res.status).toBe(200)
      expect(res.body).toEqual({ id, discarded: true })
      expect(await row(id)).toBeUndefined()
    }
    const entries = await h.audit('job.discard')
    const mine = entries.filter((e) => e.target_id === queued || e.target_id === dead)
    expect(mine.map((e) => `${e.target_id} ${e.outcome} ${e.before.state}`)).toEqual([`${queued} ok queued`, `${dead} ok dead`])
    expect(mine[0]!.before.payload).toEqual({ email: '[скрыто]', orderId: 7 })
    expect(mine[0]!.after).toBeNull()
    const gone = await h.admin('GET', `/api/admin/jobs/${queued}`)
    expect(gone.status).toBe(404)
  })

  it('refuses to retry or discard a running job, in Russian, audited as failed, and leaves it running', async () => {
    const id = await job({ name: 'test.running', status: 'running', attempts: 1 })
    for (const action of ['retry', 'discard']) {
      const res = await h.admin('POST', `/api/admin/jobs/${id}/${action}`, {})
      expect(res.status, action).toBe(409)
      expect(res.body.error.message).toContain('выполняется')
      expect(isRussian(res.body.error.message)).toBe(true)
      const [entry] = (await h.audit(`job.${action}`)).filter((e) => e.target_id === id)
      expect(entry, action).toMatchObject({ outcome: 'failed' })
      expect(entry!.note).toContain('выполняется')
    }
    expect(await row(id)).toMatchObject({ status: 'running', attempts: 1 })
  })

  it('answers a client exactly like an unknown address and changes nothing', async () => {
    const id = await job({ name: 'test.hidden', status: 'dead', attempts: 5, lastError: 'x' })
    await expectHidden(h, 'GET', '/api/admin/jobs')
    await expectHidden(h, 'GET', '/api/admin/jobs/summary')
    await expectHidden(h, 'GET', `/api/admin/jobs/${id}`)
    await expectHidden(h, 'POST', `/api/admin/jobs/${id}/retry`, {})
    await expectHidden(h, 'POST', `/api/admin/jobs/${id}/discard`, {})
    expect(await row(id)).toMatchObject({ status: 'dead', attempts: 5 })
    const res = await app.request(`/api/admin/jobs/${id}/retry`, { method: 'POST' })
    expect(res.status).toBe(404)
    expect(await row(id)).toMatchObject({ status: 'dead' })
  })
})
