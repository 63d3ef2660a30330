// APP_ENV=test only: a fresh administrator (role id 4) for end-to-end tests of the team's pages; no admin tool exists.
import { asService, type Db } from '../db/port'

export async function makeTestAdmin(opts: { db: Db }): Promise<{ userId: string }> {
  const userId = crypto.randomUUID()
  await asService(opts.db, (tx) => tx.query(`insert into public.users (id, name, role_id) values ($1::uuid, 'Тестовый администратор', 4)`, [userId]))
  return { userId }
}
