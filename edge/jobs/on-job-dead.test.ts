// A job that dies tells the team once per job name per window: its last attempt threw, or its process died in its
// last attempt and the lease ran out. The alert goes through the delivery port (captured here), the error masked.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { useTestDeps } from '../../tests/helpers/test-app'
import type { TestDb } from '../../tests/helpers/test-db'
import type { AppDeps } from '../context'
import { createJobWorker } from './worker'
import { defineJob, jobHandlerMap } from './registry'

let t: TestDb
let deps: AppDeps
useTestDeps((made) => ({ t, deps } = made), { TEAM_ALERT_TELEGRAM_CHAT_ID: '-100500', TEAM_ALERT_WINDOW_MINUTES: '30' })

const alwaysThrows = defineJob({
  name: 'test.always-throws',
  schema: z.object({ n: z.number() }),
  handler: async () => {
    throw new Error('провайдер не ответил; клиент +7 999 123-45-67')
  },
})
const leaseLost = defineJob({ name: 'test.lease-lost', schema: z.object({}), handler: async () => {} })

function captured() {
  const sent: { chatId: string; text: string }[] = []
  const services: AppDeps = {
    ...deps,
    ports: { ...deps.ports, delivery: { ...deps.ports.delivery, telegram: async (m) => (sent.push(m), { blocked: false }), email: async () => {} } },
  }
  const worker = createJobWorker({ db: t.db, handlers: jobHandlerMap([alwaysThrows, leaseLost]), concurrency: 1, pollMs: 50, log: deps.log, services, backoff: () => 0, maxAttempts: 2 })
  const drain = async () => {
    while ((await worker.runOnce()) > 0);
  }
  return { sent, drain }
}

const status = async (id: string) => (await t.db.query<{ status: string }>(`select status from private.jobs where id = $1::bigint`, [id]))[0]?.status

describe('the dead-job alert', () => {
  it('a job that always throws dies and the team gets one alert; the next death of the same name is held back', async () => {
    const { sent, drain } = captured()
    const first = await alwaysThrows.enqueue(t.db, { n: 1 })
    await drain()
    expect(await status(first)).toBe('dead')
    expect(sent).toHaveLength(1)
    expect(sent[0]!.chatId).toBe('-100500')
    const lines = sent[0]!.text.split('\n')
    expect(lines[0]).toBe('⚠️ Задание не выполнено после всех попыток')
    expect(lines).toEqual(expect.arrayContaining(['job: test.always-throws', `id: ${first}`, 'attempts: 2']))
    expect(sent[0]!.text).toContain('error: провайдер не ответил; клиент [скрыто]')
    expect(sent[0]!.text).not.toContain('999')

    const second = await alwaysThrows.enqueue(t.db, { n: 2 })
    await drain()
    expect(await status(second)).toBe('dead')
    expect(sent).toHaveLength(1)
    const [kind] = await t.db.query<{ held_back: number }>(`select held_back from private.team_alerts where kind = 'job.dead:test.always-throws'`)
    expect(kind!.held_back).toBe(1)
  })

  it('a job whose process died in its last attempt (the lease ran out) is alerted too', async () => {
    const { sent, drain } = captured()
    const id = await leaseLost.enqueue(t.db, {})
    await t.db.query(
      `update private.jobs set status = 'running', attempts = 2, locked_by = 'gone:1:dead', locked_at = now() - interval '1 hour' where id = $1::bigint`,
      [id],
    )
    await drain()
    expect(await status(id)).toBe('dead')
    expect(sent.map((m) => m.text.split('\n')[0])).toEqual(['⚠️ Задание не выполнено после всех попыток'])
    expect(sent[0]!.text).toContain('job: test.lease-lost')
  })
})
