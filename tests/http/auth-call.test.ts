// SMS and call codes through the SMS.ru adapter, against a local fake that speaks SMS.ru's API.
import { describe, expect, it } from 'vitest'
import { createApp } from '../../edge/app'
import type { AppDeps } from '../../edge/context'
import type { TestDb } from '../helpers/test-db'
import { withSettings } from '../helpers/app-deps'
import { createSmsRuFake } from '../fakes/sms-ru'
import { bearer, freshPhone, fromIp, gql, ME, REQUEST_CODE, REQUEST_TOKEN } from './auth-support'
import { useTestApp, type TTestApp, useFakes } from '../helpers/test-app'

const API_ID = '0A1B2C3D-4E5F-6071-8293-A4B5C6D7E8F9'
const smsRu = createSmsRuFake({ apiId: API_ID })
const [server] = await useFakes(smsRu.app)

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made), { SMS_PROVIDER: 'smsru', SMSRU_API_ID: API_ID, SMSRU_BASE_URL: server.url })

describe('SMS.ru', () => {
  it('sends the SMS code through /sms/send', async () => {
    const phone = freshPhone()
    expect((await gql(app, REQUEST_CODE, { phone }, fromIp('10.2.0.1'))).data.requestAuthCode.channel).toBe('sms')
    const sms = smsRu.sms.at(-1)!
    expect(sms.to).toBe(phone)
    const code = sms.msg.match(/\d{4}/)![0]
    const res = await gql(app, REQUEST_TOKEN, { phone, code }, fromIp('10.2.0.1'))
    expect((await gql(app, ME, {}, bearer(res.data.requestApiToken.token))).data.me.phone).toBe(phone)
  })

  it('places a call whose last four digits are the code, and stores that code hashed', async () => {
    const phone = freshPhone()
    const sent = await gql(app, REQUEST_CODE, { phone, channel: 'call' }, fromIp('10.2.0.2'))
    expect(sent.data.requestAuthCode).toMatchObject({ isSent: true, code: null, channel: 'call' })
    const call = smsRu.calls.at(-1)!
    expect(call).toMatchObject({ phone, ip: '10.2.0.2' })
    expect(call.callingNumber.endsWith(call.code)).toBe(true)
    const [row] = await t.db.query<{ channel: string; code_hash: string }>('select channel, code_hash from private.auth_codes where target = $1', [phone])
    expect(row!.channel).toBe('call')
    expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/)
    const res = await gql(app, REQUEST_TOKEN, { phone, code: call.code }, fromIp('10.2.0.2'))
    expect(res.data.requestApiToken.token).toBeTruthy()
  })

  it('a call replaces an earlier SMS code for the same phone', async () => {
    const phone = freshPhone()
    await gql(app, REQUEST_CODE, { phone }, fromIp('10.2.0.3'))
    const smsCode = smsRu.sms.at(-1)!.msg.match(/\d{4}/)![0]
    await t.db.query(`update private.auth_codes set created_at = now() - interval '61 seconds' where target = $1`, [phone])
    await gql(app, REQUEST_CODE, { phone, channel: 'call' }, fromIp('10.2.0.3'))
    const callCode = smsRu.calls.at(-1)!.code
    if (smsCode !== callCode) {
      expect((await gql(app, REQUEST_TOKEN, { phone, code: smsCode }, fromIp('10.2.0.3'))).errors![0]!.extensions).toMatchObject({ reason: 'WRONG_CODE' })
    }
    expect((await gql(app, REQUEST_TOKEN, { phone, code: callCode }, fromIp('10.2.0.3'))).data.requestApiToken.token).toBeTruthy()
  })

  it('turns SMS.ru refusals into a retryable error that never names the code', async () => {
    const phone = freshPhone()
    smsRu.refuse.add(phone)
    const res = await gql(app, REQUEST_CODE, { phone }, fromIp('10.2.0.4'))
    expect(res.errors![0]).toMatchObject({ extensions: { authError: 'Default', code: 'INTERNAL' } })
    expect(JSON.stringify(res)).not.toMatch(/\d{4}\./)
    smsRu.refuse.delete(phone)
    const [row] = await t.db.query<{ consumed_at: Date | null }>('select consumed_at from private.auth_codes where target = $1', [phone])
    expect(row!.consumed_at).not.toBeNull()
    expect((await gql(app, REQUEST_CODE, { phone }, fromIp('10.2.0.4'))).data.requestAuthCode.isSent).toBe(true)

    const wrongKey = createApp(withSettings(deps, { SMSRU_API_ID: 'wrong' }))
    const other = freshPhone()
    expect((await gql(wrongKey, REQUEST_CODE, { phone: other, channel: 'call' }, fromIp('10.2.0.4'))).errors![0]!.extensions).toMatchObject({ code: 'INTERNAL' })
    expect(smsRu.calls.some((c) => c.phone === other)).toBe(false)
  })

  it('writes no code to the log, on success or on failure', async () => {
    const lines: string[] = []
    const record = (msg: string, fields?: Record<string, unknown>) => void lines.push(`${msg} ${JSON.stringify(fields ?? {})}`)
    const logged = createApp({ ...deps, log: { debug: record, info: record, warn: record, error: record } })
    const phone = freshPhone()
    await gql(logged, REQUEST_CODE, { phone }, fromIp('10.2.0.5'))
    const code = smsRu.sms.at(-1)!.msg.match(/\d{4}/)![0]
    await gql(logged, REQUEST_TOKEN, { phone, code: code === '0000' ? '0001' : '0000' }, fromIp('10.2.0.5'))
    await gql(logged, REQUEST_TOKEN, { phone, code }, fromIp('10.2.0.5'))
    const refused = freshPhone()
    smsRu.refuse.add(refused)
    await gql(logged, REQUEST_CODE, { phone: refused }, fromIp('10.2.0.5'))
    expect(lines.some((l) => l.includes('not delivered'))).toBe(true)
    for (const line of lines) expect(line).not.toContain(code)
  })
})
