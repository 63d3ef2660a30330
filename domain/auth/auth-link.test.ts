import { describe, expect, it } from 'vitest'
import { readAuthLink } from './auth-link'
import { PHONE_MESSAGES } from './phone'
import { EMAIL_MESSAGES } from './email'

describe('readAuthLink', () => {
  it('opens the phone step with the number as typed input is read, and checks it', () => {
    const ok = readAuthLink({ phoneNumber: ' 79161234567' })
    expect(ok).toMatchObject({ open: 'phone', phone: { national: '9161234567', digits: '79161234567', error: null }, email: null, sendCodeOnce: false, any: true })
    expect(readAuthLink({ phoneNumber: '8 (916) 123-45-67' }).phone?.digits).toBe('79161234567')
    // A wrong one is shown with the typed input's message and never counts as a contact to send to.
    const bad = readAuthLink({ phoneNumber: '912', sendCodeOnce: '1', initialCode: '1234' })
    expect(bad).toMatchObject({ open: 'phone', phone: { national: '912', digits: null, error: PHONE_MESSAGES.invalid }, sendCodeOnce: false })
    expect(readAuthLink({ phoneNumber: 'abc' }).phone).toMatchObject({ national: '', digits: null, error: PHONE_MESSAGES.invalid })
  })

  it('opens the e-mail step with the address; a malformed one carries its error', () => {
    expect(readAuthLink({ email: ' student@mail.ru ' })).toMatchObject({ open: 'email', email: { value: 'student@mail.ru', error: null }, phone: null })
    expect(readAuthLink({ email: 'student@mail', sendCodeOnce: 'true' })).toMatchObject({ open: 'email', email: { error: EMAIL_MESSAGES.invalid }, sendCodeOnce: false })
  })

  it('opens the code step only with a valid contact and a 4-digit initialCode', () => {
    expect(readAuthLink({ phoneNumber: '9161234567', initialCode: '1234' }).open).toBe('code')
    expect(readAuthLink({ email: 'a@b.ru', initialCode: '0042' }).open).toBe('code')
    expect(readAuthLink({ email: 'a@b.ru', initialCode: '12345' }).open).toBe('email')
    expect(readAuthLink({ initialCode: '1234' }).open).toBe('providers')
    // The code step does not send: sendCodeOnce is for the contact step only.
    expect(readAuthLink({ email: 'a@b.ru', initialCode: '1234', sendCodeOnce: '1' }).sendCodeOnce).toBe(false)
  })

  it('gives the screens their first step and the contact’s code step', () => {
    const phone = readAuthLink({ phoneNumber: '9161234567', initialCode: '1234' })
    const code = { name: 'code', contact: { phone: '79161234567' }, target: { kind: 'phone', display: '+7 (916) 123 45 67', channel: 'sms' }, resendAt: 0 }
    expect(phone.code).toEqual(code)
    expect(phone.first).toEqual({ ...code, fromLink: true })
    expect(readAuthLink({ email: 'Student@Mail.ru' }).code).toMatchObject({ contact: { email: 'student@mail.ru' }, target: { kind: 'email', display: 'Student@Mail.ru' } })
    expect(readAuthLink({ email: 'Student@Mail.ru' }).first).toEqual({ name: 'email' })
    expect(readAuthLink({ phoneNumber: '912' }).code).toBeNull()
    expect(readAuthLink({ a: 'vk' }).first).toEqual({ name: 'oauth', provider: 'vkontakte' })
    expect(readAuthLink({}).first).toEqual({ name: 'providers' })
  })

  it('reads sendCodeOnce as on unless it is false or 0', () => {
    expect(readAuthLink({ email: 'a@b.ru', sendCodeOnce: '' }).sendCodeOnce).toBe(true)
    expect(readAuthLink({ email: 'a@b.ru', sendCodeOnce: 'true' }).sendCodeOnce).toBe(true)
    expect(readAuthLink({ email: 'a@b.ru', sendCodeOnce: '0' }).sendCodeOnce).toBe(false)
    expect(readAuthLink({ email: 'a@b.ru', sendCodeOnce: 'false' }).sendCodeOnce).toBe(false)
  })

  it('a preselects the way; a contact wins, and a way that is hidden is not opened', () => {
    expect(readAuthLink({ a: 'email' }).open).toBe('email')
    expect(readAuthLink({ a: 'Phone' }).open).toBe('phone')
    expect(readAuthLink({ a: 'telegram' }).open).toBe('telegram')
    expect(readAuthLink({ a: 'yandex' }).open).toBe('yandex')
    expect(readAuthLink({ a: 'vk' }).open).toBe('vkontakte')
    expect(readAuthLink({ a: 'constructor' }).open).toBe('providers')
    expect(readAuthLink({ a: 'phone' }, { hidePhone: true }).open).toBe('providers')
    expect(readAuthLink({ a: 'telegram', isTgAuthAvailable: '0' }).open).toBe('providers')
    expect(readAuthLink({ a: 'email', phoneNumber: '9161234567', email: 'a@b.ru' })).toMatchObject({ open: 'email', phone: null })
    expect(readAuthLink({ phoneNumber: '9161234567', email: 'a@b.ru' })).toMatchObject({ open: 'phone', email: null })
  })

  it('isTgAuthAvailable hides Telegram only when false or 0', () => {
    expect(readAuthLink({ isTgAuthAvailable: 'false' }).hideTelegram).toBe(true)
    expect(readAuthLink({ isTgAuthAvailable: '0' }).hideTelegram).toBe(true)
    expect(readAuthLink({ isTgAuthAvailable: 'true' }).hideTelegram).toBe(false)
    expect(readAuthLink({}).hideTelegram).toBe(false)
  })

  it('r is redirect’s short alias, both only as a path on this site', () => {
    expect(readAuthLink({ r: '/ecosystem/profile' }).redirect).toBe('/ecosystem/profile')
    expect(readAuthLink({ redirect: '/ecosystem', r: '/ecosystem/profile' }).redirect).toBe('/ecosystem')
    expect(readAuthLink({ redirect: 'https://evil.example/', r: '/ecosystem/profile' }).redirect).toBe('/ecosystem/profile')
    for (const r of ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '/a\nb']) expect(readAuthLink({ r }).redirect).toBeNull()
  })

  it('notices auth_token without reading it, and tells a link from a bare visit', () => {
    expect(readAuthLink({ auth_token: 'x.y.z' })).toMatchObject({ authToken: true, open: 'providers', any: true })
    expect(readAuthLink({}).any).toBe(false)
    expect(readAuthLink({ geo: 'CIS', utm_source: 'vk' }).any).toBe(false)
    expect(readAuthLink({ cid: 'c-1' }).any).toBe(true)
  })
})
