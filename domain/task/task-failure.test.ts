import { describe, expect, it } from 'vitest'
import { GENERIC_ERROR } from '../errors'
import { TASK_CALL_FAILED, taskFailureText } from './task-failure'

describe('taskFailureText (orders.md §8)', () => {
  it('says exactly «Что-то пошло не так» for any failure, whatever the server said', () => {
    expect(TASK_CALL_FAILED).toBe('Что-то пошло не так')
    for (const code of ['INTERNAL', 'NETWORK', 'CONFLICT', 'STALE_STEP', 'NOT_FOUND', 'BAD_REQUEST', 'LIMIT', null, undefined, 'SOMETHING_NEW'])
      expect(taskFailureText({ code, message: 'Заказ уже изменился' })).toBe('Что-то пошло не так')
    expect(taskFailureText({ code: 'INTERNAL', message: GENERIC_ERROR })).not.toBe(GENERIC_ERROR)
  })

  it('a second rating is the generic failure here: «Вы уже оценили это сообщение» is the training chat’s', () => {
    expect(taskFailureText({ code: 'ALREADY_RATED', message: 'Вы уже оценили это сообщение' })).toBe('Что-то пошло не так')
  })

  it('too many attempts says the spec’s rate-limit text, even when the server sent other words', () => {
    const lion = 'Что за лев, этот тигр. Кампус в восторге от твоего настроя, но нужен тайм-аут. Передохни немного'
    expect(taskFailureText({ code: 'TOO_MANY_ATTEMPTS', message: 'Слишком много попыток, пожалуйста, попробуй позже' })).toBe(lion)
    expect(taskFailureText({ code: 'TOO_MANY_ATTEMPTS' })).toBe(lion)
  })

  it('a restricted account says the server’s reason, or the code’s own text', () => {
    expect(taskFailureText({ code: 'RESTRICTED', message: 'Заказы недоступны до 1 декабря' })).toBe('Заказы недоступны до 1 декабря')
    expect(taskFailureText({ code: 'RESTRICTED', message: ' ' })).toBe('Действие недоступно: аккаунт ограничен')
  })
})
