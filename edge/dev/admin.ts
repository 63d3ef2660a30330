// POST /dev/admin – a fresh administrator (role id 4) for end-to-end tests of the team's pages (the analytics funnel,
// the feedback list, the back-office); answers { userId, email }: the second factor's code goes to that address (the
// dev outbox). 404 outside APP_ENV=test.
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { asService } from '../db/port'
import { AppError } from '../http/errors'

export const devAdminRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const { db, settings } = c.get('deps')
  if (settings.APP_ENV !== 'test') throw new AppError('NOT_FOUND')
  const userId = crypto.randomUUID()
  const email = `admin-${userId.slice(0, 8)}@example.test`
  // The address is proven, as the second factor requires of the one it sends the code to.
  await asService(db, (tx) =>
    tx.query(`insert into public.users (id, name, role_id, email, email_verified_at) values ($1::uuid, 'Тестовый администратор', 4, $2, now())`, [userId, email]),
  )
  return c.json({ userId, email })
})
