// The back-office's second factor proves more than the session: the code goes only to a channel the account proved,
// and an account gets 20 wrong codes a day, across codes and sessions.
import { decode } from 'hono/utils/jwt/jwt'
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../context'
import { issueToken } from '../auth/token'
import { listOutbox } from '../notify/outbox'
import type { TestDb } from '../../tests/helpers/test-db'
import { makeAdmin } from '../../tests/helpers/admin'
import { useTestApp, type TTestApp } from '../../tests/helpers/test-app'
import { useMidWindowClock } from '../../tests/helpers/rate-window'

let t: TestDb
let app: TTestApp
let deps: AppDeps
useTestApp((made) => ({ t, app, deps } = made))
// Twenty wrong codes a day are counted in one day, even in a run across midnight UTC.
useMidWindowClock(() => t.db)

const post = (path: string, token: string, body: unknown = {}) =>
  app.request(path, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) })

async function newestCode(email: string): Promise<string> {
  const [entry] = await listOutbox(t.db, { recipient: email })
  return entry!.body.match(/\b(\d{6})\b/)![1]!
}

describe('the second factor', () => {
  it('sends no code to an e-mail the account never proved, and does once it is proven', async () => {
    const email = `boss-${crypto.randomUUID().slice(0, 8)}@example.test`
    const id = await makeAdmin(t.db, { email, emailVerified: false })
    const token = await issueToken({ userId: id, secret: deps.settings.APP_JWT_SECRET })
    const refused = await post('/api/admin/session/code', token)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ error: { message: 'Привяжи Телеграм или подтверди почту в профиле: без них код для панели не отправить' } })
    expect(await listOutbox(t.db, { recipient: email })).toEqual([])

    await t.db.query(`update public.users set email_verified_at = now() where id = $1`, [id])
    expect((await post('/api/admin/session/code', token)).status).toBe(200)
    expect((await post('/api/admin/session/verify', token, { code: await newestCode(email) })).status).toBe(200)
  })

  it('takes 20 wrong codes an account a day, then refuses even the right one and sends no more', async () => {
    const email = `boss-${crypto.randomUUID().slice(0, 8)}@example.test`
    const id = await makeAdmin(t.db, { email })
    const token = () => issueToken({ userId: id, secret: deps.settings.APP_JWT_SECRET })
    const kept = await token()
    expect((await post('/api/admin/session/code', kept)).status).toBe(200)
    const right = await newestCode(email)
    // Four more sessions, five wrong tries on each one's code: the per-code limit alone would let this go on all day.
    for (let s = 0; s < 4; s++) {
      const other = await token()
      expect((await post('/api/admin/session/code', other)).status).toBe(200)
      const real = await newestCode(email)
      const wrong = real === '000000' ? '000001' : '000000'
      for (let i = 0; i < 5; i++) expect((await post('/api/admin/session/verify', other, { code: wrong })).status).toBe(422)
    }
    const late = await post('/api/admin/session/verify', kept, { code: right })
    expect(late.status).toBe(429)
    expect(await late.json()).toMatchObject({ error: { code: 'TOO_MANY_ATTEMPTS', message: 'Слишком много попыток входа в панель за сутки: попробуй завтра' } })
    expect((await post('/api/admin/session/code', await token())).status).toBe(429)
    const [session] = await t.db.query<{ verified_at: string | null }>(`select verified_at from private.admin_sessions where jti = $1`, [decode(kept).payload.jti])
    expect(session?.verified_at).toBeNull()
  })
})
