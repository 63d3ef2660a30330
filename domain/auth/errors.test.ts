import { describe, expect, it } from 'vitest'
import { authErrorFromGraphql, AUTH_MESSAGES, oauthErrorText, RestrictionAuthError, TooManyAttemptsAuthError } from './errors'

describe('authErrorFromGraphql', () => {
  it('maps each server marker to its class and the spec text', () => {
    const restriction = { description: 'Бан', removeAt: null, canLogin: false, canCreateOrders: true, canCreatePayIns: true, reason: null }
    const r = authErrorFromGraphql({ message: 'Бан', extensions: { code: 'RESTRICTED', category: 'restriction', restriction } })
    expect(r).toBeInstanceOf(RestrictionAuthError)
    expect((r as RestrictionAuthError).restriction).toEqual(restriction)
    expect(authErrorFromGraphql({ message: 'Оплата для твоего аккаунта ограничена', extensions: { code: 'RESTRICTED', restriction } })).toMatchObject({
      kind: 'Restriction',
      message: 'Оплата для твоего аккаунта ограничена',
    })
    expect(authErrorFromGraphql({ message: 'К сожалению, поддерживаются только номера РФ', extensions: { authError: 'PhoneFormat' } })).toMatchObject({
      kind: 'PhoneFormat',
      message: 'К сожалению, поддерживаются только номера РФ',
    })
    expect(authErrorFromGraphql({ message: 'Кажется ты ввел неверную почту', extensions: { authError: 'EmailFormat' } })).toMatchObject({
      kind: 'EmailFormat',
      message: 'Некоректный формат почты',
    })
    const tooMany = authErrorFromGraphql({ message: 'x', extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 42 } })
    expect(tooMany).toBeInstanceOf(TooManyAttemptsAuthError)
    expect(tooMany).toMatchObject({ message: AUTH_MESSAGES.tooManyAttempts, retryAfterSeconds: 42 })
    expect(authErrorFromGraphql({ message: 'too many attempts' }).kind).toBe('TooManyAttempts')
  })

  it('reads a taken e-mail or phone from the code and field, whatever the text', () => {
    expect(authErrorFromGraphql({ message: 'conflict', extensions: { code: 'CONFLICT', field: 'email' } })).toMatchObject({ kind: 'Default', message: AUTH_MESSAGES.emailExists })
    expect(authErrorFromGraphql({ message: 'conflict', extensions: { code: 'CONFLICT', field: 'phone' } })).toMatchObject({ kind: 'Default', message: AUTH_MESSAGES.phoneExists })
  })

  it('turns the English server strings and anything unreadable into Russian Default errors', () => {
    expect(authErrorFromGraphql({ message: 'Email already exists' })).toMatchObject({ kind: 'Default', message: 'Такой e-mail уже существует' })
    expect(authErrorFromGraphql({ message: 'Phone already exists' }).message).toBe(AUTH_MESSAGES.phoneExists)
    expect(authErrorFromGraphql({ message: 'Неверный код, попробуй ещё раз' }).message).toBe('Неверный код, попробуй ещё раз')
    expect(authErrorFromGraphql({ message: 'connection reset' })).toMatchObject({ kind: 'Default', message: 'Что-то пошло не так' })
    expect(authErrorFromGraphql(null).message).toBe('Что-то пошло не так')
  })
})

describe('oauthErrorText', () => {
  it('says why an OAuth sign-in came back, and falls back to the spec default for anything else', () => {
    expect(oauthErrorText('oauth_unavailable')).toMatch(/недоступен.*Телеграм, почту или телефон/)
    expect(oauthErrorText('oauth_denied')).toMatch(/^Вход отменён/)
    expect(oauthErrorText('oauth_state')).toBe(AUTH_MESSAGES.linkExpired)
    expect(oauthErrorText('toString')).toBe(AUTH_MESSAGES.default)
    expect(oauthErrorText('<script>')).toBe(AUTH_MESSAGES.default)
  })
})
