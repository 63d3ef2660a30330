import { describe, expect, it, vi } from 'vitest'
import { GraphQLError } from 'graphql'
import { z } from 'zod'
import { AppError } from '../http/errors'
import { GENERIC_ERROR } from '../../domain/errors'
import { formatError } from './format-error'

const thrownBy = (original: Error) => new GraphQLError(original.message, { path: ['field'], originalError: original })

describe('formatError', () => {
  it('sends an AppError’s code and data in extensions, beside its Russian text', () => {
    const err = thrownBy(new AppError('TOO_MANY_ATTEMPTS', 'Слишком много попыток, пожалуйста, попробуй позже', { authError: 'TooManyAttempts', retryAfterSeconds: 42 }))
    expect(formatError(err, vi.fn())).toEqual({
      message: 'Слишком много попыток, пожалуйста, попробуй позже',
      path: ['field'],
      extensions: { authError: 'TooManyAttempts', retryAfterSeconds: 42, code: 'TOO_MANY_ATTEMPTS' },
    })
  })

  it('carries the missing tokens of INSUFFICIENT_TOKENS and the restriction of RESTRICTED', () => {
    expect(formatError(thrownBy(new AppError('INSUFFICIENT_TOKENS', undefined, { missing: 25, account: 'tokens' })), vi.fn())).toMatchObject({
      message: 'Недостаточно средств на балансе',
      extensions: { code: 'INSUFFICIENT_TOKENS', missing: 25, account: 'tokens' },
    })
    const restriction = { description: 'Аккаунт на проверке', canCreateOrders: false }
    expect(formatError(thrownBy(new AppError('RESTRICTED', 'Аккаунт на проверке', { category: 'restriction', restriction })), vi.fn()).extensions).toEqual({
      code: 'RESTRICTED',
      category: 'restriction',
      restriction,
    })
  })

  it('never lets data replace the code', () => {
    expect(formatError(thrownBy(new AppError('LIMIT', undefined, { code: 'OTHER', limit: 30 })), vi.fn()).extensions).toEqual({ code: 'LIMIT', limit: 30 })
  })

  it('turns a zod failure into BAD_REQUEST with its messages', () => {
    const parsed = z.object({ topic: z.string().min(10, 'Тема слишком короткая') }).safeParse({ topic: 'x' })
    expect(formatError(thrownBy(parsed.error!), vi.fn())).toMatchObject({ message: 'Тема слишком короткая', extensions: { code: 'BAD_REQUEST' } })
  })

  it('reports a surprise and answers INTERNAL with the generic text', () => {
    const onUnexpected = vi.fn()
    const err = thrownBy(new Error('relation "secret_table" does not exist'))
    expect(formatError(err, onUnexpected)).toEqual({ message: GENERIC_ERROR, path: ['field'], extensions: { code: 'INTERNAL' } })
    expect(onUnexpected).toHaveBeenCalledOnce()
  })
})
