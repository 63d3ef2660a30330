import { describe, expect, it } from 'vitest'
import { ZEmail } from './email'
import { ZAuthCode } from './code'
import { ZRequestApiTokenInput, ZRequestAuthCodeInput } from './request-auth-code'
import { ZOAuthSaveParams } from './oauth-params'
import { sniffImageType } from './avatar'

describe('ZEmail', () => {
  it('trims and lower-cases good addresses', () => {
    expect(ZEmail.parse('  Student.Name+tag@Mail.RU ')).toBe('student.name+tag@mail.ru')
  })
  it('refuses typos with the spec message and the EmailFormat marker', () => {
    for (const bad of ['student', 'student@mail', 'student@@mail.ru', 'stu dent@mail.ru', '.@mail.ru@', 'a..b@mail.ru', `${'a'.repeat(250)}@mail.ru`]) {
      const r = ZEmail.safeParse(bad)
      expect(r.success, bad).toBe(false)
      expect(r.error?.issues[0], bad).toMatchObject({ message: 'Кажется ты ввел неверную почту' })
    }
    expect(ZEmail.safeParse('').error?.issues[0]?.message).toBe('Введи адрес почты')
  })
})

describe('ZAuthCode', () => {
  it('takes exactly four digits', () => {
    expect(ZAuthCode.parse(' 0042 ')).toBe('0042')
    for (const bad of ['123', '12345', '12a4', '']) expect(ZAuthCode.safeParse(bad).success, bad).toBe(false)
  })
})

describe('ZRequestAuthCodeInput', () => {
  it('says which contact and channel, with the sign-up params apart', () => {
    expect(ZRequestAuthCodeInput.parse({ phone: '8 916 123 45 67', channel: 'call', sourceKey: 'popup' })).toEqual({
      kind: 'phone',
      target: '79161234567',
      channel: 'call',
      params: { sourceKey: 'popup' },
    })
    expect(ZRequestAuthCodeInput.parse({ email: 'A@B.RU', channel: 'call' })).toMatchObject({ kind: 'email', target: 'a@b.ru', channel: 'email' })
  })
  it('wants one contact, a client role and a valid fingerprint', () => {
    expect(ZRequestAuthCodeInput.safeParse({}).error?.issues[0]?.message).toBe('Укажи телефон или почту')
    expect(ZRequestAuthCodeInput.safeParse({ phone: '79161234567', roleId: 4 }).success).toBe(false)
    expect(ZRequestAuthCodeInput.safeParse({ phone: '79161234567', fingerprint: 'x' }).success).toBe(false)
    expect(ZRequestApiTokenInput.safeParse({ phone: '+380501234567', code: '1234' }).error?.issues[0]).toMatchObject({
      path: ['phone'],
      params: { authError: 'PhoneFormat' },
    })
  })
})

describe('ZOAuthSaveParams', () => {
  it('keeps a path on this site and refuses anything that leaves it', () => {
    expect(ZOAuthSaveParams.parse({ redirect: '/ecosystem/referat?x=1' }).redirect).toBe('/ecosystem/referat?x=1')
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/a\nb']) {
      expect(ZOAuthSaveParams.safeParse({ redirect: bad }).success, bad).toBe(false)
    }
  })
})

describe('sniffImageType', () => {
  const bytes = (...b: (number | string)[]) => Uint8Array.from(b.flatMap((x) => (typeof x === 'string' ? [...x].map((c) => c.charCodeAt(0)) : [x])))
  it('tells images by their first bytes', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg')
    expect(sniffImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png')
    expect(sniffImageType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp')
    expect(sniffImageType(bytes(0, 0, 0, 0x1c, 'ftypavif'))).toBe('image/avif')
    expect(sniffImageType(bytes('BM', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))).toBe('image/bmp')
  })
  it('refuses everything else, SVG and HTML included', () => {
    for (const b of [bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), bytes('<!doctype html>'), bytes('%PDF-1.7'), bytes(0xff, 0xd8), new Uint8Array()]) {
      expect(sniffImageType(b)).toBeNull()
    }
  })
})
