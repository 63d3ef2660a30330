// Each delivery adapter against its fake: the happy path, and the provider's own error shapes becoming ProviderError.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Hono } from 'hono'
import { smsRuCall, smsRuSms } from './sms-ru'
import { resendEmail } from './email-http'
import { telegramBotSend } from './telegram'
import { ProviderError } from './http'
import { createSmsRuFake } from '../../tests/fakes/sms-ru'
import { createResendFake } from '../../tests/fakes/resend'
import { createTelegramFake } from '../../tests/fakes/telegram'
import { startFake, type TRunningFake } from '../../tests/fakes/serve'

const smsRu = createSmsRuFake({ apiId: 'api-id' })
const resend = createResendFake({ apiKey: 're_key' })
const tg = createTelegramFake({ token: '1:abc' })
const garbage = new Hono().all('*', (c) => c.text('<html>502 Bad Gateway</html>', 502))
let servers: Record<'sms' | 'mail' | 'tg' | 'garbage', TRunningFake>

beforeAll(async () => {
  const [sms, mail, bot, bad] = await Promise.all([startFake(smsRu.app), startFake(resend.app), startFake(tg.app), startFake(garbage)])
  servers = { sms: sms!, mail: mail!, tg: bot!, garbage: bad! }
})
afterAll(async () => {
  await Promise.all(Object.values(servers).map((s) => s.close()))
})

describe('SMS.ru', () => {
  it('sends, places calls, and reports refusals in SMS.ru words', async () => {
    await smsRuSms({ baseUrl: servers.sms.url, apiId: 'api-id', from: 'Kampus' })({ to: '79161234567', text: 'Код: 1234' })
    expect(smsRu.sms.at(-1)).toEqual({ to: '79161234567', msg: 'Код: 1234', from: 'Kampus' })
    const { code } = await smsRuCall({ baseUrl: servers.sms.url, apiId: 'api-id' })({ to: '79161234567', ip: null })
    expect(smsRu.calls.at(-1)).toMatchObject({ code, ip: '-1' })

    await expect(smsRuSms({ baseUrl: servers.sms.url, apiId: 'nope' })({ to: '79161234567', text: 'x' })).rejects.toThrow(/200 Неправильный api_id/)
    smsRu.refuse.add('79160000000')
    await expect(smsRuSms({ baseUrl: servers.sms.url, apiId: 'api-id' })({ to: '79160000000', text: 'x' })).rejects.toThrow(/207/)
    await expect(smsRuCall({ baseUrl: servers.sms.url, apiId: 'api-id' })({ to: '79160000000', ip: '1.2.3.4' })).rejects.toBeInstanceOf(ProviderError)
  })
})

describe('Resend', () => {
  it('sends JSON with the Bearer key and reports its error names', async () => {
    await resendEmail({ baseUrl: servers.mail.url, apiKey: 're_key', from: 'Кампус <a@b.test>' })({ to: 's@b.test', subject: 'Код', text: '1234' })
    expect(resend.emails.at(-1)).toMatchObject({ to: ['s@b.test'], subject: 'Код', text: '1234' })
    await expect(resendEmail({ baseUrl: servers.mail.url, apiKey: 'bad', from: 'a@b.test' })({ to: 's@b.test', subject: 'x', text: 'y' })).rejects.toThrow(
      /invalid_api_key: API key is invalid/,
    )
    await expect(resendEmail({ baseUrl: servers.mail.url, apiKey: 're_key', from: 'a@b.test' })({ to: 's@b.test', subject: '', text: 'y' })).rejects.toThrow(
      /missing_required_field/,
    )
  })
})

describe('Telegram', () => {
  it('sends, tells a blocked bot apart, and reports other failures', async () => {
    expect(await telegramBotSend({ baseUrl: servers.tg.url, token: '1:abc' })({ chatId: '42', text: 'привет' })).toEqual({ blocked: false })
    tg.blocked.add('43')
    expect(await telegramBotSend({ baseUrl: servers.tg.url, token: '1:abc' })({ chatId: '43', text: 'привет' })).toEqual({ blocked: true })
    await expect(telegramBotSend({ baseUrl: servers.tg.url, token: '1:wrong' })({ chatId: '42', text: 'x' })).rejects.toThrow(/401 Unauthorized/)
  })
})

describe('broken providers', () => {
  it('a non-JSON answer or a dead host is a ProviderError, not a crash', async () => {
    await expect(smsRuSms({ baseUrl: servers.garbage.url, apiId: 'x' })({ to: '79161234567', text: 'x' })).rejects.toThrow(/не JSON \(HTTP 502\)/)
    await expect(resendEmail({ baseUrl: 'http://127.0.0.1:9', apiKey: 'k', from: 'a@b.test' })({ to: 's@b.test', subject: 'x', text: 'y' })).rejects.toThrow(/не ответил/)
  })
})
