import { describe, expect, it } from 'vitest'
import { AUTH_MESSAGES, RestrictionAuthError, TooManyAttemptsAuthError } from '../../domain/auth/errors'
import { ApiError } from '../graphql/api-error'
import { authErrorOf } from './auth-api'

describe('authErrorOf', () => {
  it('reads the spec class from the ApiError’s code and data', () => {
    const restriction = { description: null, removeAt: null, canLogin: false, canCreateOrders: true, canCreatePayIns: true, reason: null }
    const banned = ApiError.fromGraphql([{ message: 'Вход в аккаунт ограничен', extensions: { code: 'RESTRICTED', authError: 'Restriction', category: 'restriction', restriction } }])
    const r = authErrorOf(banned)
    expect(r).toBeInstanceOf(RestrictionAuthError)
    expect(r).toMatchObject({ message: 'Вход в аккаунт ограничен', restriction })
    const wait = authErrorOf(new ApiError('TOO_MANY_ATTEMPTS', AUTH_MESSAGES.tooManyAttempts, { retryAfterSeconds: 40 }))
    expect(wait).toBeInstanceOf(TooManyAttemptsAuthError)
    expect(wait).toMatchObject({ retryAfterSeconds: 40 })
  })

  it('keeps a Russian refusal and makes anything without an answer the default error', () => {
    expect(authErrorOf(ApiError.fromGraphql([{ message: 'Неверный код, попробуй ещё раз', extensions: { code: 'BAD_REQUEST', reason: 'WRONG_CODE' } }]))).toMatchObject({
      kind: 'Default',
      message: 'Неверный код, попробуй ещё раз',
    })
    expect(authErrorOf(ApiError.network())).toMatchObject({ kind: 'Default', message: AUTH_MESSAGES.default })
    expect(authErrorOf(new Error('boom'))).toMatchObject({ kind: 'Default', message: AUTH_MESSAGES.default })
  })
})
