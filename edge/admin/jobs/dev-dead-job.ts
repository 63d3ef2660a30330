// POST /dev/jobs/dead – a dead job for end-to-end tests of /admin/jobs: the sweep of expired temporary tokens (a real
// job whose handler is harmless, so «Повторить» runs it to done), dead after all its attempts, with a made-up error and
// a phone in its payload that the panel must mask. Answers { id }. 404 outside APP_ENV=test; mounted under /dev only.
import { Hono } from 'hono'
import type { AppEnv } from '../../context'
import { asService } from '../../db/port'
import { AppError } from '../../http/errors'

export const devJobsRoutes = new Hono<AppEnv>().post('/dead', async (c) => {
  const { db, settings } = c.get('deps')
  if (settings.APP_ENV !== 'test') throw new AppError('NOT_FOUND')
  const stamp = Date.now()
  const [row] = await asService(db, (tx) =>
    tx.query<{ id: string }>(
      `insert into private.jobs (name, payload, status, attempts, max_attempts, last_error, finished_at, priority)
       values ('temporary-tokens-expire', $1::text::jsonb, 'dead', 3, 3, $2, now(), 0) returning id::text as id`,
      [JSON.stringify({ e2e: stamp, phone: '+79991234567' }), `e2e ${stamp}: провайдер не ответил (клиент +7 999 123-45-67)`],
    ),
  )
  return c.json({ id: row!.id })
})
