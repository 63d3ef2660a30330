import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GENERIC_ERROR } from '../../domain/errors'
import { rateOrder } from './rate-order'

const reply = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

const input = { unifiedOrderId: '42', stage: 'text-work-completed', rate: 2, comment: '  мало источников ' }

describe('rateOrder', () => {
  it('sends the rating and answers with the server’s message', async () => {
    fetchMock.mockResolvedValue(reply({ data: { rateUnifiedOrder: { message: 'Спасибо за обратную связь! Мы стараемся быть лучше', isBad: true } } }))
    expect(await rateOrder(input)).toEqual({ ok: true, message: 'Спасибо за обратную связь! Мы стараемся быть лучше' })
    const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body)) as { variables: unknown }
    expect(body.variables).toEqual({ unifiedOrderId: '42', stage: 'text-work-completed', rate: 2, comment: 'мало источников' })
  })

  it('shows the server’s text for ALREADY_RATED, switching on the code', async () => {
    fetchMock.mockResolvedValue(reply({ data: null, errors: [{ message: 'Вы уже оценили это сообщение', extensions: { code: 'ALREADY_RATED' } }] }))
    expect(await rateOrder(input)).toEqual({ ok: false, message: 'Вы уже оценили это сообщение', code: 'ALREADY_RATED' })
  })

  it('answers the generic text for any other failure, whatever its message', async () => {
    fetchMock.mockResolvedValue(reply({ data: null, errors: [{ message: 'Вы уже оценили это сообщение', extensions: { code: 'NOT_FOUND' } }] }))
    expect(await rateOrder(input)).toEqual({ ok: false, message: GENERIC_ERROR, code: 'NOT_FOUND' })
    fetchMock.mockRejectedValue(new Error('offline'))
    expect(await rateOrder(input)).toEqual({ ok: false, message: GENERIC_ERROR, code: null })
  })
})
