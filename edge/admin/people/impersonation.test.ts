// «Открыть кабинет как пользователь»: a one-time code (used once, only by the administrator who asked for it) trades
// for a short-lived token of the user that reads the cabinet and changes nothing: every GraphQL mutation and every
// non-GET REST call with it is refused in Russian, and /api/admin answers it as an unknown address.
import { decode } from 'hono/utils/jwt/jwt'
import { describe, expect, it } from 'vitest'
import type { TestDb } from '../../../tests/helpers/test-db'
import type { AppDeps } from '../../context'
import { useTestApp, type TTestApp } from '../../../tests/helpers/test-app'
import { bearer, freshPhone, fromIp, gql, signInByPhone } from '../../../tests/http/auth-support'
import { makeAdmin, verifiedAdminToken } from '../../../tests/helpers/admin'
import { asService } from '../../db/port'
import { issueToken } from '../../auth/token'
import { IMPERSONATION_TOKEN_SECONDS } from '../../../domain/admin/people'
import { userRoom } from '../../../domain/realtime'

let t: TestDb
let app: TTestApp
let deps: AppDeps
useTestApp((made) => ({ t, app, deps } = made))

type TJson = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

let ipSeq = 0
async function client() {
  const headers = bearer(await signInByPhone(app, t.db, freshPhone(), fromIp(`10.97.0.${++ipSeq}`)))
  const id = (await gql(app, '{ me { id } }', {}, headers)).data.me.id as string
  return { headers, id }
}

async function admin() {
  const id = await makeAdmin(t.db)
  return { id, headers: bearer(await verifiedAdminToken(t.db, deps.settings.APP_JWT_SECRET, id)) }
}

async function post(headers: Record<string, string>, path: string, body: unknown = {}): Promise<{ status: number; body: TJson }> {
  const res = await app.request(path, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: res.status, body: (await res.json()) as TJson }
}

async function impersonate(a: { headers: Record<string, string> }, userId: string): Promise<string> {
  const started = await post(a.headers, `/api/admin/users/${userId}/impersonation`)
  expect(started.status).toBe(200)
  const opened = await post(a.headers, '/api/admin/users/impersonation/exchange', { code: started.body.code })
  expect(opened.status).toBe(200)
  return opened.body.token as string
}

const READ_ONLY = { code: 'READ_ONLY', message: 'Это просмотр кабинета администратором: изменить ничего нельзя' }

describe('the impersonation hand-over', () => {
  it('gives a short-lived token of the user for a code used once by the administrator who asked, and audits it', async () => {
    const a = await admin()
    const other = await admin()
    const c = await client()
    const started = await post(a.headers, `/api/admin/users/${c.id}/impersonation`)
    expect(started.body.code).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // Another administrator cannot use it, nor can a guessed code.
    expect((await post(other.headers, '/api/admin/users/impersonation/exchange', { code: started.body.code })).status).toBe(422)
    const malformed = await post(a.headers, '/api/admin/users/impersonation/exchange', { code: 'short' })
    expect(malformed.status).toBe(400)
    expect(malformed.body.error.message).toBe('Код входа устарел или неверен: открой кабинет из карточки ещё раз')
    const opened = await post(a.headers, '/api/admin/users/impersonation/exchange', { code: started.body.code })
    expect(opened.status).toBe(200)
    expect(opened.body.userId).toBe(c.id)
    const claims = decode(opened.body.token as string).payload as Record<string, unknown>
    expect(claims).toMatchObject({ sub: c.id, imp: a.id, nb: true })
    expect(Number(claims.exp) - Number(claims.iat)).toBe(IMPERSONATION_TOKEN_SECONDS)
    const again = await post(a.headers, '/api/admin/users/impersonation/exchange', { code: started.body.code })
    expect(again.status).toBe(422)
    expect(again.body.error.message).toBe('Код входа устарел или уже использован: открой кабинет из карточки ещё раз')

    const trail = await asService(t.db, (tx) =>
      tx.query<{ action: string; outcome: string; target_id: string | null; actor_id: string; after: TJson | null }>(
        `select action, outcome, target_id, actor_id, after from public.admin_audit_log where actor_id = $1::uuid and action like 'user.imperson%' order by id`,
        [a.id],
      ),
    )
    expect(trail.map((r) => [r.action, r.outcome, r.target_id])).toEqual([
      ['user.impersonate', 'ok', c.id],
      ['user.impersonation-open', 'ok', c.id],
      ['user.impersonation-open', 'failed', null],
    ])
    expect(JSON.stringify(trail)).not.toContain(opened.body.token as string)
    const [refused] = await asService(t.db, (tx) => tx.query<{ outcome: string }>(`select outcome from public.admin_audit_log where actor_id = $1::uuid and action = 'user.impersonation-open'`, [other.id]))
    expect(refused).toEqual({ outcome: 'failed' })
  })

  it('refuses an administrator’s cabinet, an unknown user and a user who may not sign in', async () => {
    const a = await admin()
    const other = await admin()
    expect((await post(a.headers, `/api/admin/users/${other.id}/impersonation`)).body.error.message).toBe('Кабинет администратора так не открыть')
    expect((await post(a.headers, `/api/admin/users/${crypto.randomUUID()}/impersonation`)).status).toBe(404)
    const c = await client()
    await t.db.query('update public.users set can_login = false where id = $1::uuid', [c.id])
    expect((await post(a.headers, `/api/admin/users/${c.id}/impersonation`)).body.error.message).toBe(
      'Пользователю запрещён вход: его кабинет не открыть, пока ограничение не снято',
    )
  })
})

describe('the read-only token', () => {
  it('reads the cabinet as the user and is refused on every change, in Russian', async () => {
    const a = await admin()
    const c = await client()
    const headers = bearer(await impersonate(a, c.id))
    expect((await gql(app, '{ me { id balance { balanceTokens } } }', {}, headers)).data.me).toEqual({ id: c.id, balance: { balanceTokens: 0 } })

    const graphql = async (query: string, operationName?: string) => {
      const res = await app.request('/graphql', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ query, operationName }) })
      return { status: res.status, body: (await res.json()) as TJson }
    }
    for (const [query, operationName] of [
      [`mutation { createAiEssayOrder(topic: "Роль малого бизнеса в экономике", workTypeId: 1) { id } }`],
      [`mutation { purchaseEcosystem(amountTokens: 50) { paymentId } }`],
      [`mutation { logout }`],
      // A mutation beside a query, chosen by operationName; and a document whose operation is not named at all.
      [`query Q { me { id } } mutation M { logout }`, 'M'],
      [`query Q { me { id } } mutation M { logout }`],
    ] as const) {
      const res = await graphql(query, operationName)
      expect(res.status, query).toBe(403)
      expect(res.body.errors[0], query).toEqual({ message: READ_ONLY.message, extensions: { code: 'READ_ONLY' } })
    }
    expect((await graphql(`query Q { me { id } } mutation M { logout }`, 'Q')).body.data.me.id).toBe(c.id)
    const [{ n }] = (await t.db.query<{ n: number }>('select count(*)::int as n from public.unified_orders where user_id = $1::uuid', [c.id])) as [{ n: number }]
    expect(n).toBe(0)

    for (const [path, init] of [
      ['/api/unified-order/task-search/create', { method: 'POST', body: '{}' }],
      ['/api/account/avatar', { method: 'DELETE' }],
      ['/api/events', { method: 'POST', body: '{"events":[]}' }],
      ['/dev/restriction', { method: 'POST', body: '{"canLogin":false}' }],
      ['/training-mode/anything', { method: 'PUT', body: '{}' }],
    ] as const) {
      const res = await app.request(path, { ...init, headers: { ...headers, 'content-type': 'application/json' } })
      expect(res.status, path).toBe(403)
      expect(((await res.json()) as TJson).error, path).toEqual(READ_ONLY)
    }
    // Joining the cabinet's live rooms is a read over POST (EventSource cannot send a token): it stays open.
    const live = await app.request('/api/realtime', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ rooms: [userRoom(c.id)] }) })
    expect(live.status).toBe(200)
    expect(live.headers.get('content-type')).toContain('text/event-stream')
    await live.body?.cancel()
    // The client's own rights are untouched by any of it.
    const [row] = await t.db.query<{ can_login: boolean }>('select can_login from public.users where id = $1::uuid', [c.id])
    expect(row!.can_login).toBe(true)
  })

  it('never reaches /api/admin: a client’s is the unknown address, and so is one naming an administrator with a verified session', async () => {
    const a = await admin()
    const c = await client()
    const token = await impersonate(a, c.id)
    // Not something the routes hand out (an admin's cabinet is refused), made by hand to prove the door itself.
    const adminImp = await issueToken({ userId: a.id, secret: deps.settings.APP_JWT_SECRET, impersonatedBy: a.id, ttlSeconds: 600 })
    await t.db.query(`insert into private.admin_sessions (jti, user_id, verified_at, expires_at) values ($1::uuid, $2::uuid, now(), now() + interval '1 hour')`, [
      decode(adminImp).payload.jti,
      a.id,
    ])
    const unknown = await (await app.request('/api/nothing-here')).text()
    for (const t of [token, adminImp]) {
      for (const [path, init] of [
        ['/api/admin/session', {}],
        ['/api/admin/users', {}],
        [`/api/admin/users/${c.id}/tokens`, { method: 'POST', body: '{}' }],
        [`/api/admin/users/${c.id}/impersonation`, { method: 'POST', body: '{}' }],
      ] as const) {
        const res = await app.request(path, { ...init, headers: { ...bearer(t), 'content-type': 'application/json' } })
        expect(res.status, path).toBe(404)
        expect(await res.text()).toBe(unknown)
      }
    }
  })

  it('dies with the user’s sessions: a sign-in ban ends it at once', async () => {
    const a = await admin()
    const c = await client()
    const headers = bearer(await impersonate(a, c.id))
    expect((await gql(app, '{ me { id } }', {}, headers)).data.me.id).toBe(c.id)
    await t.db.query('update public.users set can_login = false where id = $1::uuid', [c.id])
    expect((await gql(app, '{ me { id } }', {}, headers)).data.me).toBeNull()
  })
})
