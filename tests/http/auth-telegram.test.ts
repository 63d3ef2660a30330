// Telegram sign-in: the bot deep link, the verified webhook answering /start with a code through a fake Bot API,
// and requestTelegramApiToken from the same browser; attaching the bot to an account; blocked bots.
import { describe, expect, it, vi } from 'vitest'
import { userRoom } from '../../domain/realtime'
import type { RealtimeMessage } from '../../edge/realtime/hub'
import type { AppDeps } from '../../edge/context'
import type { TestDb } from '../helpers/test-db'
import { createTelegramFake } from '../fakes/telegram'
import { bearer, freshFingerprint, freshPhone, fromIp, gql, ME, signInByPhone } from './auth-support'
import { useTestApp, type TTestApp, useFakes } from '../helpers/test-app'

const TOKEN = '123456:TEST-token_abc'
const SECRET = 'webhook-secret-0123456789'
const tg = createTelegramFake({ token: TOKEN })
const [server] = await useFakes(tg.app)

let t: TestDb
let deps: AppDeps
let app: TTestApp
let updateId = 1000
const env = { TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_BOT_USERNAME: 'kampus_test_bot', TELEGRAM_WEBHOOK_SECRET: SECRET, TELEGRAM_API_BASE_URL: server.url }
useTestApp((made) => ({ t, deps, app } = made), env, { peer: null })

const LINK = `mutation($getParams: [GetParamInput!]) { requestClientBotLink(getParams: $getParams, sourceKey: "auth-popup") { bot_link } }`
const TG_TOKEN = `mutation($code: String!) { requestTelegramApiToken(code: $code) { token } }`

const webhook = (update: object, secret: string | null = SECRET) =>
  app.request('/webhooks/telegram', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(secret !== null && { 'x-telegram-bot-api-secret-token': secret }) },
    body: JSON.stringify(update),
  })

const start = (from: number, payload: string, id = ++updateId) => ({
  update_id: id,
  message: { message_id: id, date: 0, chat: { id: from, type: 'private' }, from: { id: from, is_bot: false, first_name: 'Вася', last_name: 'Пупкин' }, text: `/start ${payload}` },
})

const payloadOf = (link: string) => new URL(link).searchParams.get('start')!
const lastCodeTo = (chat: number) => tg.messages.filter((m) => m.chat_id === String(chat)).at(-1)?.text.match(/\b(\d{4})\b/)?.[1]

describe('sign-in through the bot', () => {
  it('links, answers /start with a code and signs the same browser in', async () => {
    const fp = freshFingerprint()
    const link = (await gql(app, LINK, { getParams: [{ name: 'utm_source', value: 'tg' }] }, { 'x-fingerprint': fp, ...fromIp('10.6.0.1') })).data.requestClientBotLink.bot_link
    expect(link).toMatch(/^https:\/\/t\.me\/kampus_test_bot\?start=requestAuthCode_[A-Za-z0-9_-]{22}$/)
    expect(payloadOf(link).length).toBeLessThanOrEqual(64)

    const res = await webhook(start(555001, payloadOf(link)))
    expect(res.status).toBe(200)
    const code = lastCodeTo(555001)!
    expect(code).toMatch(/^\d{4}$/)

    // The code is useless in another browser.
    const elsewhere = await gql(app, TG_TOKEN, { code }, { 'x-fingerprint': freshFingerprint(), ...fromIp('10.6.0.9') })
    expect(elsewhere.errors![0]!.extensions).toMatchObject({ reason: 'CODE_EXPIRED' })

    const android = 'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36'
    const ok = await gql(app, TG_TOKEN, { code }, { 'x-fingerprint': fp, ...fromIp('10.6.0.1'), 'user-agent': android })
    const me = await gql(app, ME, {}, bearer(ok.data.requestTelegramApiToken.token))
    expect(me.data.me).toMatchObject({ name: 'Вася Пупкин', telegramIsAttached: true, telegramBotIsBlocked: false, getParamsWhenRegister: [{ name: 'utm_source', value: 'tg' }] })
    // platform.md §3 Device OS, of the browser that typed the bot's code, as every way of signing in records it.
    const [context] = await t.db.query<{ via: unknown; device_os: unknown }>(
      `select sign_up_context->'via' as via, sign_up_context->'deviceOs' as device_os from public.users where id = $1::uuid`,
      [me.data.me.id],
    )
    expect(context).toEqual({ via: 'telegram', device_os: 'android' })
    const again = await gql(app, TG_TOKEN, { code }, { 'x-fingerprint': fp, ...fromIp('10.6.0.1') })
    expect(again.errors![0]!.extensions).toMatchObject({ reason: 'CODE_EXPIRED' })
  })

  it('refuses updates without the right secret and handles a redelivered update once', async () => {
    const fp = freshFingerprint()
    const link = (await gql(app, LINK, {}, { 'x-fingerprint': fp })).data.requestClientBotLink.bot_link
    const before = tg.messages.length
    expect((await webhook(start(555002, payloadOf(link)), null)).status).toBe(401)
    expect((await webhook(start(555002, payloadOf(link)), 'wrong-secret-0123456789')).status).toBe(401)
    expect(tg.messages.length).toBe(before)
    const update = start(555002, payloadOf(link))
    await webhook(update)
    await webhook(update)
    expect(tg.messages.length).toBe(before + 1)
  })

  it('needs a browser fingerprint for a guest link, and says so in Russian', async () => {
    const res = await gql(app, LINK, {})
    expect(res.errors![0]!.message).toMatch(/обнови страницу/)
  })

  it('answers unknown or expired links with a hint, not a code', async () => {
    await webhook(start(555003, 'requestAuthCode_doesnotexist0000000000'))
    expect(tg.messages.at(-1)).toMatchObject({ chat_id: '555003', text: expect.stringMatching(/Ссылка устарела/) })
    await webhook(start(555003, ''))
    expect(tg.messages.at(-1)!.text).toMatch(/Войти через Телеграм/)
  })

  it('marks a blocked bot on the account, and unblocks it when Telegram says so', async () => {
    const fp = freshFingerprint()
    const link = (await gql(app, LINK, {}, { 'x-fingerprint': fp })).data.requestClientBotLink.bot_link
    await webhook(start(555004, payloadOf(link)))
    const token = (await gql(app, TG_TOKEN, { code: lastCodeTo(555004)! }, { 'x-fingerprint': fp })).data.requestTelegramApiToken.token
    await webhook({ update_id: ++updateId, my_chat_member: { from: { id: 555004, is_bot: false }, chat: { id: 555004, type: 'private' }, date: 0, new_chat_member: { status: 'kicked' } } })
    expect((await gql(app, ME, {}, bearer(token))).data.me.telegramBotIsBlocked).toBe(true)
    await webhook({ update_id: ++updateId, my_chat_member: { from: { id: 555004, is_bot: false }, chat: { id: 555004, type: 'private' }, date: 0, new_chat_member: { status: 'member' } } })
    expect((await gql(app, ME, {}, bearer(token))).data.me.telegramBotIsBlocked).toBe(false)

    // A 403 from sendMessage says the same.
    tg.blocked.add('555004')
    const link2 = (await gql(app, LINK, {}, { 'x-fingerprint': freshFingerprint() })).data.requestClientBotLink.bot_link
    await webhook(start(555004, payloadOf(link2)))
    expect((await gql(app, ME, {}, bearer(token))).data.me.telegramBotIsBlocked).toBe(true)
    tg.blocked.delete('555004')
  })
})

describe('attaching the bot and the REST link', () => {
  it('gives a signed-in client a link that attaches this Telegram account, once', async () => {
    const me = bearer(await signInByPhone(app, t.db, freshPhone(), fromIp('10.6.1.1')))
    const userId: string = (await gql(app, ME, {}, me)).data.me.id
    const events: RealtimeMessage[] = []
    const off = deps.realtime.subscribe([userRoom(userId)], (m) => events.push(m))
    const link = (await gql(app, LINK, {}, me)).data.requestClientBotLink.bot_link
    expect(payloadOf(link)).toMatch(/^attach_/)
    await webhook(start(555100, payloadOf(link)))
    expect(tg.messages.at(-1)).toMatchObject({ chat_id: '555100', text: expect.stringMatching(/привязан/) })
    expect((await gql(app, ME, {}, me)).data.me.telegramIsAttached).toBe(true)
    // The profile's Telegram card hears it at once; blocking the bot, and unblocking it, too (once each).
    await vi.waitFor(() => expect(events).toEqual([{ room: userRoom(userId), event: 'user-changed', data: { id: userId } }]))
    const member = (status: string) => ({ update_id: ++updateId, my_chat_member: { from: { id: 555100, is_bot: false }, chat: { id: 555100, type: 'private' }, date: 0, new_chat_member: { status } } })
    await webhook(member('kicked'))
    await webhook(member('kicked'))
    await webhook(member('member'))
    await vi.waitFor(() => expect(events.filter((e) => e.event === 'user-changed')).toHaveLength(3))
    off()

    // The same Telegram account cannot be attached to a second client.
    const other = bearer(await signInByPhone(app, t.db, freshPhone(), fromIp('10.6.1.1')))
    const link2 = (await gql(app, LINK, {}, other)).data.requestClientBotLink.bot_link
    await webhook(start(555100, payloadOf(link2)))
    expect(tg.messages.at(-1)!.text).toMatch(/другому аккаунту/)
    expect((await gql(app, ME, {}, other)).data.me.telegramIsAttached).toBe(false)
    await webhook(start(555101, payloadOf(link)))
    expect(tg.messages.at(-1)!.text).toMatch(/Ссылка устарела/)
  })

  it('POST /api/telegram/transform-get-params turns query params into a sign-in deep link', async () => {
    const fp = freshFingerprint()
    const res = await app.request('/api/telegram/transform-get-params', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-fingerprint': fp },
      body: JSON.stringify({ utm_source: 'landing', ref: 'abc' }),
    })
    expect(res.status).toBe(200)
    const { link } = (await res.json()) as { link: string }
    expect(link).toMatch(/^https:\/\/t\.me\/kampus_test_bot\?start=requestAuthCode_/)
    const [row] = await t.db.query<{ params: { getParams: Record<string, string> }; fingerprint: string }>(
      'select params, fingerprint from private.telegram_links where id = $1',
      [payloadOf(link).slice('requestAuthCode_'.length)],
    )
    expect(row).toMatchObject({ fingerprint: fp, params: { getParams: { utm_source: 'landing', ref: 'abc' } } })
  })
})
