import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GENERIC_ERROR } from '../../domain/errors'
import { ApiError } from './api-error'
import { API_TOKEN_KEY, FINGERPRINT_KEY } from './credentials'
import { apiFetch, apiJson } from './rest'

const storage = (items: Record<string, string>) => ({ getItem: (k: string) => items[k] ?? null, setItem: () => {}, removeItem: () => {} })
const reply = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  fetchMock = vi.fn(async () => reply({ ok: true }))
  vi.stubGlobal('fetch', fetchMock)
  vi.stubGlobal('localStorage', storage({ [API_TOKEN_KEY]: 'tok', [FINGERPRINT_KEY]: 'fp_0123456789abcdef' }))
})
afterEach(() => vi.unstubAllGlobals())

const sentInit = () => (fetchMock.mock.calls[0] as [string, RequestInit])[1]
const failure = (p: Promise<unknown>) => p.then(() => expect.fail('the call should have thrown'), (e: unknown) => (expect(e).toBeInstanceOf(ApiError), e as ApiError))

describe('apiFetch and apiJson', () => {
  it('send a JSON body with its content type, the token and the fingerprint', async () => {
    expect(await apiJson('/api/oauth/save-params', { json: { a: 1 } })).toEqual({ ok: true })
    const init = sentInit()
    expect(init.method).toBe('POST')
    expect(init.body).toBe('{"a":1}')
    expect(init.headers).toEqual({ 'content-type': 'application/json', 'x-fingerprint': 'fp_0123456789abcdef', authorization: 'Bearer tok' })
  })

  it('leave the content type of a multipart body to the browser, and GET without a body', async () => {
    const form = new FormData()
    form.append('file', new Blob(['x']), 'a.txt')
    await apiFetch('/api/account/avatar', { form })
    expect(sentInit()).toMatchObject({ method: 'POST', body: form, headers: { 'x-fingerprint': 'fp_0123456789abcdef', authorization: 'Bearer tok' } })
    expect(sentInit().headers).not.toHaveProperty('content-type')
    fetchMock.mockClear()
    await apiFetch('/api/ai-essay-order/1/docx/')
    expect(sentInit()).toMatchObject({ method: 'GET', body: undefined })
  })

  it('turn a refusal into an ApiError with its code, text and data', async () => {
    fetchMock.mockResolvedValueOnce(reply({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'Упс 😳 Файлы слишком большие, попробуй другие', limitBytes: 10 } }, 413))
    expect(await failure(apiFetch('/api/account/avatar', { form: new FormData() }))).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Упс 😳 Файлы слишком большие, попробуй другие',
      data: { limitBytes: 10 },
    })
  })

  it('throw NETWORK when nothing readable came back', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    expect(await failure(apiFetch('/x'))).toMatchObject({ code: 'NETWORK', message: GENERIC_ERROR })
    fetchMock.mockResolvedValueOnce(new Response('<html>502</html>', { status: 502 }))
    expect(await failure(apiFetch('/x'))).toMatchObject({ code: 'NETWORK', message: GENERIC_ERROR })
    fetchMock.mockResolvedValueOnce(new Response('not json', { status: 200 }))
    expect(await failure(apiJson('/x'))).toMatchObject({ code: 'NETWORK' })
  })
})
