// API tokens: only ours, unexpired and correctly signed, act as a client; a login restriction gets no token.
import { beforeAll, describe, expect, it } from 'vitest'
import { sign } from 'hono/utils/jwt/jwt'
import { createApp } from '../../edge/app'
import type { AppDeps } from '../../edge/context'
import { API_TOKEN_AUDIENCE, APP_TOKEN_ISSUER, issueToken } from '../../edge/auth/token'
import type { TestDb } from '../helpers/test-db'
import { testDeps } from '../helpers/app-deps'
import { bearer, freshPhone, fromIp, gql, ME, outboxCode, REQUEST_CODE, REQUEST_TOKEN, signInByPhone } from './auth-support'
import { useTestApp, type TTestApp } from '../helpers/test-app'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made), {}, { peer: null })
let userId: string
let token: string
beforeAll(async () => {
  token = await signInByPhone(app, t.db, freshPhone(), fromIp('10.4.0.1'))
  userId = (await gql(app, ME, {}, bearer(token))).data.me.id
})

const meWith = async (tok: string) => (await gql(app, ME, {}, bearer(tok))).data.me
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')

describe('tokens', () => {
  it('are HS256 JWTs with sub, role and exp for the app\'s own audience, signed with the app\'s own secret', async () => {
    const [header, payload] = token.split('.')
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toMatchObject({ alg: 'HS256', typ: 'JWT' })
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString())
    expect(claims).toMatchObject({ sub: userId, role: 'authenticated', iss: APP_TOKEN_ISSUER, aud: API_TOKEN_AUDIENCE })
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000)
    expect((await meWith(token)).id).toBe(userId)
  })

  it('forged, expired, tampered and unsigned tokens are a guest', async () => {
    const forged = await issueToken({ userId, secret: 'another-secret-that-is-long-enough-0123456789' })
    const expired = await issueToken({ userId, secret: deps.settings.APP_JWT_SECRET, now: Date.now() - 2 * 3600_000, ttlSeconds: 60 })
    const [h, , s] = token.split('.')
    const tampered = `${h}.${b64({ sub: '00000000-0000-4000-8000-000000000001', role: 'authenticated', exp: 9999999999 })}.${s}`
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: userId, role: 'authenticated', exp: 9999999999 })}.`
    const wrongRole = await sign({ sub: userId, role: 'anon', exp: 9999999999 }, deps.settings.APP_JWT_SECRET, 'HS256')
    for (const bad of [forged, expired, tampered, none, wrongRole, 'not-a-token']) expect(await meWith(bad), bad).toBeNull()
  })

  it('a token signed with the right secret but not for the app\'s API is a guest (a Supabase-shaped one among them)', async () => {
    const live = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>
    const secret = deps.settings.APP_JWT_SECRET
    // The live session's own claims, version and id, only without the audience or under another one.
    const { aud: _aud, ...noAudience } = live
    const supabaseShaped = { ...live, aud: 'authenticated' }
    const otherIssuer = { ...live, iss: 'supabase' }
    for (const claims of [noAudience, supabaseShaped, otherIssuer, { sub: userId, role: 'authenticated', aud: 'authenticated', exp: 9999999999 }]) {
      expect(await meWith(await sign(claims, secret, 'HS256')), JSON.stringify(claims)).toBeNull()
    }
    expect((await meWith(await sign(live, secret, 'HS256'))).id).toBe(userId)
  })

  it('a token signed with the Supabase project\'s JWT secret is refused, however well it is shaped', async () => {
    const supabaseSecret = 'the-supabase-project-jwt-secret-0123456789abcdef'
    const withSupabase = await testDeps(t.db, { SUPABASE_JWT_SECRET: supabaseSecret })
    try {
      const me = async (tok: string) => (await gql(createApp(withSupabase), ME, {}, bearer(tok))).data.me
      expect((await me(token)).id).toBe(userId)
      const appShaped = await issueToken({ userId, secret: supabaseSecret })
      const supabaseShaped = await sign({ sub: userId, role: 'authenticated', aud: 'authenticated', exp: 9999999999 }, supabaseSecret, 'HS256')
      for (const bad of [appShaped, supabaseShaped]) expect(await me(bad)).toBeNull()
    } finally {
      await withSupabase.realtime.stop()
    }
  })
})

describe('restriction', () => {
  const restrict = (phone: string, sets: string) => t.db.query(`update public.users set ${sets} where phone = $1`, [phone])

  it('refuses a token to a user who may not log in, with the restriction for the block screen', async () => {
    const phone = freshPhone()
    await signInByPhone(app, t.db, phone, fromIp('10.4.1.1'))
    await restrict(
      phone,
      `can_login = false, restriction_description = 'Аккаунт заблокирован за нарушение правил', restriction_reason_title = 'Спам',
       restriction_reason_is_auto_ban = true, restriction_remove_at = now() + interval '1 day'`,
    )
    await t.db.query(`update private.auth_codes set created_at = now() - interval '61 seconds' where target = $1`, [phone])
    await gql(app, REQUEST_CODE, { phone }, fromIp('10.4.1.1'))
    const res = await gql(app, REQUEST_TOKEN, { phone, code: await outboxCode(t.db, phone) }, fromIp('10.4.1.1'))
    expect(res.data).toBeNull()
    expect(res.errors![0]).toMatchObject({
      message: 'Аккаунт заблокирован за нарушение правил',
      extensions: {
        code: 'RESTRICTED',
        authError: 'Restriction',
        category: 'restriction',
        restriction: { canLogin: false, canCreateOrders: true, reason: { title: 'Спам', is_auto_ban_reason: true } },
      },
    })
  })

  it('lets the user in again once the removal date has passed', async () => {
    const phone = freshPhone()
    await signInByPhone(app, t.db, phone, fromIp('10.4.1.2'))
    await restrict(phone, `can_login = false, restriction_remove_at = now() - interval '1 minute'`)
    await t.db.query(`update private.auth_codes set created_at = now() - interval '61 seconds' where target = $1`, [phone])
    const again = await signInByPhone(app, t.db, phone, fromIp('10.4.1.2'))
    expect((await meWith(again)).restriction).toBeNull()
  })

  it('signs in a user restricted only from orders, and shows the restriction in me', async () => {
    const phone = freshPhone()
    const tok = await signInByPhone(app, t.db, phone, fromIp('10.4.1.3'))
    await restrict(phone, `can_create_orders = false, restriction_description = 'Заказы временно недоступны'`)
    expect((await meWith(tok)).restriction).toMatchObject({ canLogin: true, canCreateOrders: false, canCreatePayIns: true, description: 'Заказы временно недоступны', removeAt: null })
  })
})

describe('logout', () => {
  it('is acknowledged; the client forgets its token', async () => {
    expect((await gql(app, 'mutation { logout }', {}, bearer(token))).data).toEqual({ logout: true })
  })
})
