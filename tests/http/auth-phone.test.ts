// Sign-up and sign-in by phone over HTTP: code from the dev outbox, token, `me`, guest rows, wrong and dead codes.
import { describe, expect, it } from 'vitest'
import type { TestDb } from '../helpers/test-db'
import { bearer, freshFingerprint, freshPhone, fromIp, gql, ME, outboxCode, REQUEST_CODE, REQUEST_TOKEN, signInByPhone } from './auth-support'
import { useTestApp, type TTestApp } from '../helpers/test-app'

let t: TestDb
let app: TTestApp
useTestApp((made) => ({ t, app } = made))

const expire = (phone: string) => t.db.query(`update private.auth_codes set expires_at = now() - interval '1 second' where target = $1`, [phone])

describe('sign-up by phone', () => {
  it('sends a code, opens the account with the sign-up params, and the token works for me', async () => {
    const phone = freshPhone()
    const fingerprint = freshFingerprint()
    const [referrer] = await t.db.query<{ referral_id: string; id: string }>(`select id, referral_id from public.users where id = '00000000-0000-4000-8000-000000000001'`)
    const sent = await gql(app, REQUEST_CODE, {
      phone: `+7 (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9)}`,
      fingerprint,
      getParams: [{ name: 'utm_source', value: 'vk' }],
      referrerId: referrer!.referral_id,
      subscribeToAdvertising: true,
      consentToTheProcessingOfPersonalData: true,
    })
    expect(sent.data.requestAuthCode).toEqual({ isSent: true, code: null, channel: 'sms', resendAfterSeconds: 60, expiresInSeconds: 300 })
    const code = await outboxCode(t.db, phone)
    // Stored hashed: the table never holds the digits.
    const [row] = await t.db.query<{ code_hash: string }>('select code_hash from private.auth_codes where target = $1', [phone])
    // Stored as a 64-hex digest, never the code itself (a digest may contain the 4 digits by chance: ~1 in 1 000).
    expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(row!.code_hash).not.toBe(code)

    const res = await gql(app, REQUEST_TOKEN, { phone, code })
    const token = res.data.requestApiToken.token as string
    expect(token.split('.')).toHaveLength(3)
    const me = await gql(app, ME, {}, bearer(token))
    expect(me.data.me).toMatchObject({
      phone,
      role: { id: 1, title: 'Клиент' },
      getParamsWhenRegister: [{ name: 'utm_source', value: 'vk' }],
      properties: { consent_to_the_processing_of_personal_data: true },
      restriction: null,
      telegramIsAttached: false,
    })
    const [user] = await t.db.query<{ referrer_id: string; subscribe_to_advertising: boolean }>(
      'select referrer_id, subscribe_to_advertising from public.users where phone = $1',
      [phone],
    )
    expect(user).toEqual({ referrer_id: referrer!.id, subscribe_to_advertising: true })
  })

  it('signs the same person in again to the same account', async () => {
    const phone = freshPhone()
    const first = await signInByPhone(app, t.db, phone, fromIp('10.0.0.2'))
    await t.db.query(`update private.auth_codes set created_at = now() - interval '61 seconds' where target = $1`, [phone])
    const second = await signInByPhone(app, t.db, phone, fromIp('10.0.0.2'))
    const a = await gql(app, ME, {}, bearer(first))
    const b = await gql(app, ME, {}, bearer(second))
    expect(b.data.me.id).toBe(a.data.me.id)
    expect(await t.db.query('select 1 from public.users where phone = $1', [phone])).toHaveLength(1)
  })

  it('binds the guest orders of the signing-in browser and nobody else’s', async () => {
    const phone = freshPhone()
    const mine = freshFingerprint()
    const other = freshFingerprint()
    for (const fp of [mine, mine, other]) await t.db.query('insert into public.unified_orders (guest_fingerprint, type_id) values ($1, 1)', [fp])
    await t.db.query('with u as (insert into public.unified_orders (guest_fingerprint, type_id) values ($1, 5) returning id) insert into public.ai_essay_orders (guest_fingerprint, unified_order_id) select $1, id from u', [mine])
    const token = await signInByPhone(app, t.db, phone, { 'x-fingerprint': mine, ...fromIp('10.0.0.3') })
    const me = await gql(app, ME, {}, bearer(token))
    const owned = await t.db.query<{ n: number }>(
      `select (select count(*) from public.unified_orders where user_id = $1)::int + (select count(*) from public.ai_essay_orders where user_id = $1)::int as n`,
      [me.data.me.id],
    )
    expect(owned[0]!.n).toBe(4)
    const left = await t.db.query('select 1 from public.unified_orders where guest_fingerprint = $1 and user_id is null', [other])
    expect(left).toHaveLength(1)
  })
})

describe('codes that must not sign in', () => {
  it('refuses a wrong code and counts down the tries', async () => {
    const phone = freshPhone()
    await gql(app, REQUEST_CODE, { phone }, fromIp('10.0.1.1'))
    const right = await outboxCode(t.db, phone)
    const wrong = right === '0000' ? '0001' : '0000'
    const res = await gql(app, REQUEST_TOKEN, { phone, code: wrong }, fromIp('10.0.1.1'))
    expect(res.data).toBeNull()
    expect(res.errors![0]).toMatchObject({ message: 'Неверный код, попробуй ещё раз', extensions: { authError: 'Default', attemptsLeft: 4 } })
    // The right code still works after one miss.
    const ok = await gql(app, REQUEST_TOKEN, { phone, code: right }, fromIp('10.0.1.1'))
    expect(ok.data.requestApiToken.token).toBeTruthy()
  })

  it('kills the code after five wrong tries, even for the right code afterwards', async () => {
    const phone = freshPhone()
    await gql(app, REQUEST_CODE, { phone }, fromIp('10.0.1.2'))
    const right = await outboxCode(t.db, phone)
    const wrongs = ['0000', '1111', '2222', '3333', '4444', '5555'].filter((c) => c !== right).slice(0, 5)
    const answers = []
    for (const code of wrongs) answers.push((await gql(app, REQUEST_TOKEN, { phone, code }, fromIp('10.0.1.2'))).errors![0]!.extensions!.authError)
    expect(answers).toEqual(['Default', 'Default', 'Default', 'Default', 'TooManyAttempts'])
    const late = await gql(app, REQUEST_TOKEN, { phone, code: right }, fromIp('10.0.1.2'))
    expect(late.errors![0]).toMatchObject({ message: 'Код устарел или уже использован, запроси новый', extensions: { reason: 'CODE_EXPIRED' } })
  })

  it('counts concurrent guesses exactly: ten at once still kill the code after five', async () => {
    const phone = freshPhone()
    await gql(app, REQUEST_CODE, { phone }, fromIp('10.0.1.5'))
    const right = await outboxCode(t.db, phone)
    const guesses = Array.from({ length: 10 }, (_, i) => String((Number(right) + 1 + i) % 10000).padStart(4, '0'))
    const answers = await Promise.all(guesses.map((code) => gql(app, REQUEST_TOKEN, { phone, code }, fromIp('10.0.1.5'))))
    const reasons = answers.map((a) => a.errors![0]!.extensions!.reason ?? a.errors![0]!.extensions!.authError).sort()
    expect(reasons).toEqual([...Array(5).fill('CODE_EXPIRED'), 'TooManyAttempts', ...Array(4).fill('WRONG_CODE')])
    expect((await gql(app, REQUEST_TOKEN, { phone, code: right }, fromIp('10.0.1.5'))).errors![0]!.extensions!.reason).toBe('CODE_EXPIRED')
  })

  it('refuses a reused code and an expired one', async () => {
    const phone = freshPhone()
    await gql(app, REQUEST_CODE, { phone }, fromIp('10.0.1.3'))
    const code = await outboxCode(t.db, phone)
    expect((await gql(app, REQUEST_TOKEN, { phone, code }, fromIp('10.0.1.3'))).data.requestApiToken.token).toBeTruthy()
    const again = await gql(app, REQUEST_TOKEN, { phone, code }, fromIp('10.0.1.3'))
    expect(again.errors![0]!.extensions).toMatchObject({ reason: 'CODE_EXPIRED' })

    const other = freshPhone()
    await gql(app, REQUEST_CODE, { phone: other }, fromIp('10.0.1.3'))
    const otherCode = await outboxCode(t.db, other)
    await expire(other)
    const late = await gql(app, REQUEST_TOKEN, { phone: other, code: otherCode }, fromIp('10.0.1.3'))
    expect(late.errors![0]!.extensions).toMatchObject({ reason: 'CODE_EXPIRED' })
  })

  it('accepts only the newest code after a resend, and no resend before 60 s', async () => {
    const phone = freshPhone()
    await gql(app, REQUEST_CODE, { phone }, fromIp('10.0.1.4'))
    const first = await outboxCode(t.db, phone)
    const early = await gql(app, REQUEST_CODE, { phone }, fromIp('10.0.1.4'))
    expect(early.errors![0]).toMatchObject({ message: 'Слишком много попыток, пожалуйста, попробуй позже', extensions: { authError: 'TooManyAttempts' } })
    expect(early.errors![0]!.extensions!.retryAfterSeconds).toBeGreaterThan(55)
    await t.db.query(`update private.auth_codes set created_at = now() - interval '61 seconds' where target = $1`, [phone])
    expect((await gql(app, REQUEST_CODE, { phone }, fromIp('10.0.1.4'))).data.requestAuthCode.isSent).toBe(true)
    const second = await outboxCode(t.db, phone)
    if (first !== second) {
      const old = await gql(app, REQUEST_TOKEN, { phone, code: first }, fromIp('10.0.1.4'))
      expect(old.errors![0]!.extensions).toMatchObject({ reason: 'WRONG_CODE' })
    }
    const fresh = await gql(app, REQUEST_TOKEN, { phone, code: second }, fromIp("10.0.1.4"))
    expect(fresh.errors).toBeUndefined()
    expect(fresh.data.requestApiToken.token).toBeTruthy()
  })
})

describe('phone numbers', () => {
  it('refuses foreign, malformed and empty phones with the spec messages as PhoneFormat', async () => {
    const cases: [string, string][] = [
      ['+380 50 123 45 67', 'К сожалению, поддерживаются только номера РФ'],
      ['+7 701 123 45 67', 'К сожалению, поддерживаются только номера РФ'],
      ['+1 202 555 0123', 'К сожалению, поддерживаются только номера РФ'],
      ['+7 000 123 45 67', 'Кажется ты ввел неверный телефон'],
      ['12345', 'Кажется ты ввел неверный телефон'],
      ['phone', 'Кажется ты ввел неверный телефон'],
    ]
    for (const [phone, message] of cases) {
      const res = await gql(app, REQUEST_CODE, { phone }, fromIp('10.0.2.1'))
      expect(res.errors?.[0], phone).toMatchObject({ message, extensions: { authError: 'PhoneFormat', category: 'validation', code: 'BAD_REQUEST' } })
    }
    expect(await t.db.query(`select 1 from private.auth_codes where ip = '10.0.2.1'`)).toHaveLength(0)
  })

  it('wants exactly one of phone and e-mail, and only the client role', async () => {
    const none = await gql(app, REQUEST_CODE, {}, fromIp('10.0.2.2'))
    expect(none.errors![0]!.message).toBe('Укажи телефон или почту')
    const both = await gql(app, REQUEST_CODE, { phone: freshPhone(), email: 'a@example.test' }, fromIp('10.0.2.2'))
    expect(both.errors![0]!.message).toBe('Укажи телефон или почту')
    const admin = await gql(app, REQUEST_CODE, { phone: freshPhone(), roleId: 4 }, fromIp('10.0.2.2'))
    expect(admin.errors![0]!.message).toBe('Вход доступен только клиентам')
  })

  it('wants a 4-digit code', async () => {
    for (const code of ['123', '12345', 'abcd', '']) {
      const res = await gql(app, REQUEST_TOKEN, { phone: freshPhone(), code }, fromIp('10.0.2.3'))
      expect(res.errors![0]!.message, code).toBe('Код состоит из 4 цифр')
    }
  })
})
