// Sign-in without any provider: the dev outbox and the /dev/telegram bot stand-in outside production, nothing in it.
import { describe, expect, it } from 'vitest'
import { createApp } from '../../edge/app'
import type { AppDeps } from '../../edge/context'
import type { TestDb } from '../helpers/test-db'
import { bearer, freshEmail, freshFingerprint, freshPhone, fromIp, gql, ME, outboxCode, REQUEST_CODE, signInByPhone } from './auth-support'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import { withSettings } from '../helpers/app-deps'
import { devTelegramId } from '../../islands/profile/dev-telegram'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made))

describe('development', () => {
  it('signs in through Telegram with no bot: the link, /dev/telegram/start, the code in the outbox', async () => {
    const fp = freshFingerprint()
    const link = (await gql(app, `mutation { requestClientBotLink { bot_link } }`, {}, { 'x-fingerprint': fp })).data.requestClientBotLink.bot_link
    expect(link).toMatch(/^https:\/\/t\.me\/kampus_dev_bot\?start=requestAuthCode_/)
    const res = await app.request(`/dev/telegram/start?payload=${new URL(link).searchParams.get('start')}&from=777001`)
    expect(res.status).toBe(200)
    const code = await outboxCode(t.db, '777001')
    const token = (await gql(app, `mutation($code: String!) { requestTelegramApiToken(code: $code) { token } }`, { code }, { 'x-fingerprint': fp })).data
      .requestTelegramApiToken.token
    expect((await gql(app, ME, {}, bearer(token))).data.me.telegramIsAttached).toBe(true)
  })

  it('attaches two accounts through the profile card\'s stand-in links: each plays its own Telegram person', async () => {
    const attach = async (token: string) => {
      const id: string = (await gql(app, ME, {}, bearer(token))).data.me.id
      const link = (await gql(app, `mutation { requestClientBotLink { bot_link } }`, {}, bearer(token))).data.requestClientBotLink.bot_link
      const res = await app.request(`/dev/telegram/start?payload=${new URL(link).searchParams.get('start')}&from=${devTelegramId(id)}`)
      expect(res.status).toBe(200)
      return (await gql(app, ME, {}, bearer(token))).data.me.telegramIsAttached
    }
    const first = await signInByPhone(app, t.db, freshPhone(), fromIp('10.8.2.1'))
    const second = await signInByPhone(app, t.db, freshPhone(), fromIp('10.8.2.2'))
    expect(await attach(first)).toBe(true)
    expect(await attach(second)).toBe(true)
    expect(devTelegramId('00000000-0000-4000-8000-000000000000')).not.toBe(devTelegramId('ffffff00-0000-4000-8000-000000000000'))
    expect(Number.isSafeInteger(devTelegramId('ffffffff-ffff-4fff-bfff-ffffffffffff'))).toBe(true)
  })
})

describe('production', () => {
  it('has no outbox: code requests fail plainly and nothing is written', async () => {
    const prod = createApp(withSettings(deps, { APP_ENV: 'production' }))
    const phone = freshPhone()
    const email = freshEmail()
    for (const vars of [{ phone }, { phone, channel: 'call' }, { email }]) {
      const res = await gql(prod, REQUEST_CODE, vars, fromIp('10.8.0.1'))
      expect(res.errors![0]).toMatchObject({ message: 'Этот способ входа сейчас недоступен, выбери другой', extensions: { authError: 'Default' } })
      await t.db.query(`update private.auth_codes set created_at = now() - interval '61 seconds'`)
    }
    expect(await t.db.query('select 1 from private.dev_outbox where recipient in ($1, $2)', [phone, email])).toHaveLength(0)
    expect((await prod.request('/dev/telegram/start?payload=x')).status).not.toBe(200)
    const link = await gql(prod, `mutation { requestClientBotLink { bot_link } }`, {}, { 'x-fingerprint': freshFingerprint() })
    expect(link.errors![0]!.message).toBe('Вход через Телеграм сейчас недоступен, выбери другой способ')
  })
})
