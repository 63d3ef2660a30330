// Revoking API tokens (issue 10, finding 7): sign-out ends this device's token, «Выйти на всех устройствах» and a
// login restriction end all of them, at once, for GraphQL, REST and realtime; tokens without exp or with a forged
// version are refused; a fresh sign-in works again.
import { describe, expect, it, vi } from 'vitest'
import { sign } from 'hono/utils/jwt/jwt'
import { createParser, type EventSourceMessage } from 'eventsource-parser'
import type { AppDeps } from '../../edge/context'
import type { TestDb } from '../helpers/test-db'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import { KEEP_ALIVE_MS, userRoom, aiEssayOrderRoom, type TRealtimeReady } from '../../domain/realtime'
import { bearer, freshPhone, fromIp, gql, outboxCode, REQUEST_CODE, REQUEST_TOKEN, signInByPhone } from './auth-support'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made))

let ipSeq = 0
const ip = () => fromIp(`10.77.0.${++ipSeq}`)

const ME = '{ me { id } }'
const RENAME = `mutation($name: String) { updateUserInformation(name: $name) { name } }`
const CREATE_ESSAY = `mutation { createAiEssayOrder(topic: "Влияние социальных сетей на подростков", workTypeId: 4) { id } }`
const GET_ESSAY = `query($id: ID!) { getAiEssayOrderById(id: $id) { id } }`
const EDIT_REQUIREMENTS = `mutation($id: ID!) { editAiEssayOrderRequirements(aiEssayOrderId: $id, topic: "Влияние социальных сетей на подростков", numberOfPages: 5) { id } }`

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>

async function meId(token: string): Promise<string | null> {
  const res = await gql(app, ME, {}, bearer(token))
  expect(res.errors).toBeUndefined()
  return res.data.me?.id ?? null
}

/** The REST side: the avatar upload needs a signed-in client. */
async function uploadAvatar(token: string) {
  const form = new FormData()
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3])
  form.set('file', new File([png], 'me.png', { type: 'image/png' }))
  return app.request('/api/account/avatar', { method: 'POST', headers: bearer(token), body: form })
}

/** Opens the realtime stream and reads its `ready` event. */
async function realtimeReady(token: string, rooms: string[]): Promise<TRealtimeReady> {
  const res = await app.request('/api/realtime', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify({ rooms }),
  })
  expect(res.status).toBe(200)
  const events: EventSourceMessage[] = []
  const parser = createParser({ onEvent: (e) => events.push(e) })
  const reader = res.body!.getReader()
  const decoder = new TextDecoder()
  while (events.length === 0) {
    const chunk = await reader.read()
    if (chunk.done) throw new Error('stream ended before ready')
    parser.feed(decoder.decode(chunk.value, { stream: true }))
  }
  await reader.cancel()
  expect(events[0]!.event).toBe('ready')
  return JSON.parse(events[0]!.data) as TRealtimeReady
}

/** Everything a signed-in client may do with `token`, checked as working. */
async function expectWorking(token: string, userId: string) {
  expect(await meId(token)).toBe(userId)
  expect((await gql(app, RENAME, { name: 'Работает' }, bearer(token))).errors).toBeUndefined()
  expect((await uploadAvatar(token)).status).toBe(200)
  expect((await realtimeReady(token, [userRoom(userId)])).rooms).toEqual([userRoom(userId)])
}

/** …and as refused everywhere, with the unauthenticated answers the clients already handle. */
async function expectRefused(token: string, userId: string) {
  // Spec §4 Session: `me` answers null, which is what makes the islands drop the stored token.
  expect(await meId(token)).toBeNull()
  const rename = await gql(app, RENAME, { name: 'Чужак' }, bearer(token))
  expect(rename.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
  const avatar = await uploadAvatar(token)
  expect(avatar.status).toBe(401)
  expect(((await avatar.json()) as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED')
  const ready = await realtimeReady(token, [userRoom(userId)])
  expect(ready.rooms).toEqual([])
  expect(ready.denied.map((d) => d.room)).toEqual([userRoom(userId)])
}

async function signIn(phone = freshPhone(), headers = ip()) {
  const token = await signInByPhone(app, t.db, phone, headers)
  const userId = (await meId(token))!
  return { phone, token, userId }
}

/** A second sign-in of the same person (another device): the resend pause is waited out in the database. */
async function signInAgain(phone: string) {
  await t.db.query(`update private.auth_codes set created_at = now() - interval '61 seconds' where target = $1`, [phone])
  return signInByPhone(app, t.db, phone, ip())
}

describe('logout', () => {
  it('kills the token at once for GraphQL, REST and realtime; the other device stays signed in', async () => {
    const { phone, token, userId } = await signIn()
    const laptop = await signInAgain(phone)
    await expectWorking(token, userId)

    expect((await gql(app, 'mutation { logout }', {}, bearer(token))).data).toEqual({ logout: true })
    await expectRefused(token, userId)
    // Signing out again with the dead token is harmless.
    expect((await gql(app, 'mutation { logout }', {}, bearer(token))).data).toEqual({ logout: true })
    await expectWorking(laptop, userId)
  })

  it('answers true to a guest and changes nothing', async () => {
    expect((await gql(app, 'mutation { logout }')).data).toEqual({ logout: true })
  })

  it('keeps the signed-out list to tokens not yet expired', async () => {
    const { token, userId } = await signIn()
    await t.db.query(`insert into private.revoked_api_tokens (jti, user_id, expires_at) values (gen_random_uuid(), $1, now() - interval '1 minute')`, [userId])
    await gql(app, 'mutation { logout }', {}, bearer(token))
    const rows = await t.db.query<{ jti: string }>('select jti::text from private.revoked_api_tokens where user_id = $1', [userId])
    expect(rows.map((r) => r.jti)).toEqual([claimsOf(token).jti])
  })
})

describe('an open realtime stream', () => {
  it('ends by the next keep-alive once its token is signed out; another device’s stream goes on', async () => {
    const { phone, token, userId } = await signIn()
    const laptop = await signInAgain(phone)
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      const open = async (tok: string) => {
        const res = await app.request('/api/realtime', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...bearer(tok) },
          body: JSON.stringify({ rooms: [userRoom(userId)] }),
        })
        const reader = res.body!.getReader()
        let text = ''
        const readUntil = async (done: (text: string) => boolean) => {
          const deadline = Date.now() + 5000
          while (!done(text)) {
            const chunk = await Promise.race([reader.read(), new Promise<never>((_, no) => setTimeout(() => no(new Error('timeout')), deadline - Date.now()))])
            if (chunk.done) return 'ended'
            text += new TextDecoder().decode(chunk.value)
          }
          return 'open'
        }
        expect(await readUntil((x) => x.includes('event: ready'))).toBe('open')
        return { reader, readUntil, text: () => text }
      }
      const phoneStream = await open(token)
      const laptopStream = await open(laptop)
      await gql(app, 'mutation { logout }', {}, bearer(token))
      vi.advanceTimersByTime(KEEP_ALIVE_MS)
      expect(await phoneStream.readUntil(() => false)).toBe('ended')
      expect(await laptopStream.readUntil((x) => x.includes('keep-alive'))).toBe('open')
      await laptopStream.reader.cancel()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('logoutEverywhere («Выйти на всех устройствах»)', () => {
  it('kills every token of the account, this one included; a new sign-in gets a working token', async () => {
    const { phone, token, userId } = await signIn()
    const other = await signInAgain(phone)
    const stranger = await signIn()

    expect((await gql(app, 'mutation { logoutEverywhere }', {}, bearer(other))).data).toEqual({ logoutEverywhere: true })
    await expectRefused(token, userId)
    await expectRefused(other, userId)
    await expectWorking(stranger.token, stranger.userId)

    const fresh = await signInAgain(phone)
    expect(claimsOf(fresh).tv).toBe((claimsOf(token).tv as number) + 1)
    await expectWorking(fresh, userId)
  })

  it('needs a signed-in client', async () => {
    const res = await gql(app, 'mutation { logoutEverywhere }')
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
  })
})

describe('a login restriction', () => {
  it('kills the token immediately: no reads, writes, AI steps or realtime; sign-in is refused', async () => {
    const { phone, token, userId } = await signIn()
    const essayId = (await gql(app, CREATE_ESSAY, {}, bearer(token))).data.createAiEssayOrder.id as string
    expect((await gql(app, GET_ESSAY, { id: essayId }, bearer(token))).data.getAiEssayOrderById.id).toBe(essayId)
    await expectWorking(token, userId)

    await t.db.query(`update public.users set can_login = false, restriction_description = 'Аккаунт заблокирован' where id = $1`, [userId])

    await expectRefused(token, userId)
    expect((await gql(app, GET_ESSAY, { id: essayId }, bearer(token))).data.getAiEssayOrderById).toBeNull()
    const step = await gql(app, EDIT_REQUIREMENTS, { id: essayId }, bearer(token))
    expect(step.data).toBeNull()
    expect(step.errors?.[0]?.extensions?.code).toMatch(/^(NOT_FOUND|UNAUTHENTICATED)$/)
    expect((await realtimeReady(token, [aiEssayOrderRoom(essayId)])).rooms).toEqual([])
    const [order] = await t.db.query<{ number_of_pages: number }>('select number_of_pages from public.ai_essay_orders where id = $1', [essayId])
    expect(order?.number_of_pages).not.toBe(5)

    await t.db.query(`update private.auth_codes set created_at = now() - interval '61 seconds' where target = $1`, [phone])
    await gql(app, REQUEST_CODE, { phone }, ip())
    const again = await gql(app, REQUEST_TOKEN, { phone, code: await outboxCode(t.db, phone) }, ip())
    expect(again.errors?.[0]?.extensions?.code).toBe('RESTRICTED')
  })

  it('leaves old tokens dead after it is lifted; a new sign-in works', async () => {
    const { phone, token, userId } = await signIn()
    await t.db.query(`update public.users set can_login = false, restriction_remove_at = now() + interval '1 day' where id = $1`, [userId])
    await t.db.query(`update public.users set restriction_remove_at = now() - interval '1 minute' where id = $1`, [userId])
    await expectRefused(token, userId)
    await expectWorking(await signInAgain(phone), userId)
  })

  it('refuses even a token of the current version while it is in force (a version edited by hand)', async () => {
    const { token, userId } = await signIn()
    await t.db.query(`update public.users set can_login = false where id = $1`, [userId])
    await t.db.query(`update public.users set token_version = $2 where id = $1`, [userId, claimsOf(token).tv])
    expect(await meId(token)).toBeNull()
  })

  it('other restrictions leave the token working', async () => {
    const { token, userId } = await signIn()
    await t.db.query(`update public.users set can_create_orders = false, can_create_pay_ins = false where id = $1`, [userId])
    await expectWorking(token, userId)
  })
})

describe('token shape', () => {
  const secret = () => deps.settings.APP_JWT_SECRET

  it('refuses a correctly signed token without exp', async () => {
    const { token, userId } = await signIn()
    const { exp: _exp, ...rest } = claimsOf(token)
    const forever = await sign(rest, secret(), 'HS256')
    await expectRefused(forever, userId)
    await expectWorking(await sign({ ...rest, exp: Math.floor(Date.now() / 1000) + 60 }, secret(), 'HS256'), userId)
  })

  it('refuses a forged, a missing or a malformed version or token id', async () => {
    const { token, userId } = await signIn()
    const claims = claimsOf(token)
    const { tv: _tv, ...noVersion } = claims
    const { jti: _jti, ...noId } = claims
    for (const bad of [{ ...claims, tv: (claims.tv as number) + 1 }, { ...claims, tv: -1 }, { ...claims, tv: '0' }, { ...claims, tv: 0.5 }, noVersion, noId, { ...claims, jti: 'x' }]) {
      expect(await meId(await sign(bad, secret(), 'HS256')), JSON.stringify(bad)).toBeNull()
    }
    await expectWorking(token, userId)
  })

  it('carries the version the account has when it is issued', async () => {
    const { phone, token, userId } = await signIn()
    expect(claimsOf(token)).toMatchObject({ sub: userId, role: 'authenticated', tv: 0 })
    expect(claimsOf(token).jti).toMatch(/^[0-9a-f-]{36}$/)
    await t.db.query('update public.users set token_version = 7 where id = $1', [userId])
    expect(await meId(token)).toBeNull()
    expect(claimsOf(await signInAgain(phone)).tv).toBe(7)
  })

  it('leaves a client unable to set its own version', async () => {
    const { token, userId } = await signIn()
    const res = await gql(app, `mutation { updateUserInformation(name: "x") { name } }`, {}, bearer(token))
    expect(res.errors).toBeUndefined()
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query(`select set_config('request.jwt.claims', $1, true), set_config('role', 'authenticated', true)`, [JSON.stringify({ sub: userId, role: 'authenticated' })])
        await tx.query('update public.users set token_version = 0 where id = $1', [userId])
      }),
    ).rejects.toThrow(/permission denied/)
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query(`select set_config('request.jwt.claims', $1, true), set_config('role', 'authenticated', true)`, [JSON.stringify({ sub: userId, role: 'authenticated' })])
        await tx.query('select * from private.revoked_api_tokens')
      }),
    ).rejects.toThrow(/permission denied/)
  })
})
