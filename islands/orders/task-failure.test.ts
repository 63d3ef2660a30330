import { describe, expect, it } from 'vitest'
import { ApiError } from '../graphql/api-error'
import { taskCodeText, taskErrorText } from './task-failure'

describe('taskErrorText / taskCodeText', () => {
  it('an API refusal in the server’s words, a lost answer and a bug all say «Что-то пошло не так»', () => {
    expect(taskErrorText(ApiError.fromGraphql([{ message: 'Этот шаг сейчас недоступен: обнови страницу', extensions: { code: 'STALE_STEP' } }]))).toBe('Что-то пошло не так')
    expect(taskErrorText(ApiError.network())).toBe('Что-то пошло не так')
    expect(taskErrorText(new TypeError('x is undefined'))).toBe('Что-то пошло не так')
    expect(taskCodeText('ALREADY_RATED')).toBe('Что-то пошло не так')
    expect(taskCodeText(null)).toBe('Что-то пошло не так')
  })

  it('keeps the spec’s exceptions: the rate-limit text and a restriction’s reason', () => {
    expect(taskErrorText(new ApiError('TOO_MANY_ATTEMPTS', 'Слишком много попыток'))).toMatch(/^Что за лев, этот тигр/)
    expect(taskCodeText('TOO_MANY_ATTEMPTS')).toMatch(/^Что за лев, этот тигр/)
    expect(taskErrorText(new ApiError('RESTRICTED', 'Заказы недоступны: аккаунт ограничен'))).toBe('Заказы недоступны: аккаунт ограничен')
  })
})
