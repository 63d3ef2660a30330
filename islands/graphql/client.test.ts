import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { gql, gqlRequest } from './client'
import { ApiError } from './api-error'
import { GENERIC_ERROR } from '../../domain/errors'
import { API_TOKEN_KEY, FINGERPRINT_KEY } from './credentials'
import { MeDocument } from './generated/me/graphql'

function fakeStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, String(v)),
    removeItem: (k: string) => void items.delete(k),
    items,
  }
}

const reply = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  fetchMock = vi.fn(async () => reply({ data: { me: null } }))
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

const sent = () => {
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
  return { url, init, headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) as { query: string; variables: unknown } }
}

describe('gqlRequest', () => {
  it('posts the generated document with the stored token and fingerprint', async () => {
    vi.stubGlobal('localStorage', fakeStorage({ [API_TOKEN_KEY]: 'tok.en.value', [FINGERPRINT_KEY]: 'fp_0123456789abcdef' }))
    const result = await gqlRequest(MeDocument)
    expect(result).toEqual({ data: { me: null }, errors: [] })
    const { url, init, headers, body } = sent()
    expect(url).toBe('/graphql')
    expect(init.method).toBe('POST')
    expect(headers).toEqual({ 'content-type': 'application/json', authorization: 'Bearer tok.en.value', 'x-fingerprint': 'fp_0123456789abcdef' })
    expect(body.query).toMatch(/^\s*query Me \{/)
    expect(body.variables).toEqual({})
  })

  it('sends no authorization for a guest, and creates and keeps a fingerprint', async () => {
    const storage = fakeStorage()
    vi.stubGlobal('localStorage', storage)
    await gqlRequest(MeDocument)
    await gqlRequest(MeDocument)
    const first = fetchMock.mock.calls[0]?.[1] as RequestInit
    const second = fetchMock.mock.calls[1]?.[1] as RequestInit
    const fp = (first.headers as Record<string, string>)['x-fingerprint']
    expect(first.headers).not.toHaveProperty('authorization')
    expect(fp).toMatch(/^[A-Za-z0-9_-]{16,}$/)
    expect(storage.items.get(FINGERPRINT_KEY)).toBe(fp)
    expect((second.headers as Record<string, string>)['x-fingerprint']).toBe(fp)
  })

  it('returns errors together with data', async () => {
    vi.stubGlobal('localStorage', fakeStorage())
    fetchMock.mockResolvedValueOnce(reply({ data: { me: null }, errors: [{ message: 'Войди', extensions: { code: 'UNAUTHENTICATED' } }] }))
    expect(await gqlRequest(MeDocument)).toEqual({ data: { me: null }, errors: [{ message: 'Войди', extensions: { code: 'UNAUTHENTICATED' } }] })
  })

  it('reads the REST-shaped error that middleware sends, such as 413, with its data', async () => {
    vi.stubGlobal('localStorage', fakeStorage())
    fetchMock.mockResolvedValueOnce(reply({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'Слишком большой запрос' } }, 413))
    expect(await gqlRequest(MeDocument)).toEqual({ data: null, errors: [{ message: 'Слишком большой запрос', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] })
    fetchMock.mockResolvedValueOnce(reply({ error: { code: 'TOO_MANY_ATTEMPTS', message: 'Слишком много попыток, пожалуйста, попробуй позже', retryAfterSeconds: 30 } }, 429))
    expect((await gqlRequest(MeDocument)).errors).toEqual([
      { message: 'Слишком много попыток, пожалуйста, попробуй позже', extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 30 } },
    ])
  })

  it('throws the generic Russian message when the network fails or the reply is not JSON', async () => {
    vi.stubGlobal('localStorage', fakeStorage())
    // The server's GENERIC_ERROR (edge/http/errors.ts), which islands may not import.
    expect(GENERIC_ERROR).toBe('Что-то пошло не так, попробуй позже')
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(gqlRequest(MeDocument)).rejects.toThrow(GENERIC_ERROR)
    fetchMock.mockResolvedValueOnce(new Response('<html>502</html>', { status: 502 }))
    await expect(gqlRequest(MeDocument)).rejects.toThrow(GENERIC_ERROR)
  })
})

const failure = (p: Promise<unknown>) =>
  p.then(
    () => expect.fail('the call should have thrown'),
    (e: unknown) => {
      expect(e).toBeInstanceOf(ApiError)
      return e as ApiError
    },
  )

describe('gql', () => {
  beforeEach(() => vi.stubGlobal('localStorage', fakeStorage()))

  it('returns the data', async () => {
    fetchMock.mockResolvedValueOnce(reply({ data: { me: { id: 'u1' } } }))
    expect(await gql(MeDocument)).toEqual({ me: { id: 'u1' } })
  })

  it('throws an ApiError with the first error’s code, Russian text and data, keeping every error', async () => {
    const errors = [
      { message: 'Недостаточно средств на балансе', path: ['pay'], extensions: { code: 'INSUFFICIENT_TOKENS', missing: 25, account: 'tokens' } },
      { message: 'Нет доступа', path: ['other'], extensions: { code: 'FORBIDDEN' } },
    ]
    fetchMock.mockResolvedValueOnce(reply({ data: { me: null }, errors }))
    const e = await failure(gql(MeDocument))
    expect(e).toMatchObject({ code: 'INSUFFICIENT_TOKENS', message: 'Недостаточно средств на балансе', data: { missing: 25, account: 'tokens' } })
    expect(e.errors).toEqual(errors)
  })

  it('shows the generic text for an English message, and reads a code-less graphql-js error as BAD_REQUEST', async () => {
    fetchMock.mockResolvedValueOnce(reply({ errors: [{ message: 'Variable "$id" of required type "ID!" was not provided.' }] }))
    expect(await failure(gql(MeDocument))).toMatchObject({ code: 'BAD_REQUEST', message: GENERIC_ERROR, data: {} })
    fetchMock.mockResolvedValueOnce(reply({ errors: [{ message: 'boom', extensions: { code: 'SOMETHING_NEW' } }] }))
    expect(await failure(gql(MeDocument))).toMatchObject({ code: 'INTERNAL', message: GENERIC_ERROR })
  })

  it('throws NETWORK when the fetch fails, the reply is not JSON or has neither data nor errors', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    expect(await failure(gql(MeDocument))).toMatchObject({ code: 'NETWORK', message: GENERIC_ERROR })
    fetchMock.mockResolvedValueOnce(new Response('<html>502</html>', { status: 502 }))
    expect(await failure(gql(MeDocument))).toMatchObject({ code: 'NETWORK', message: GENERIC_ERROR })
    fetchMock.mockResolvedValueOnce(reply({ hello: 'world' }))
    expect(await failure(gql(MeDocument))).toMatchObject({ code: 'NETWORK' })
  })

  it('turns the REST-shaped middleware error into an ApiError with its code and data', async () => {
    fetchMock.mockResolvedValueOnce(reply({ error: { code: 'TOO_MANY_ATTEMPTS', message: 'Слишком много попыток, пожалуйста, попробуй позже', retryAfterSeconds: 30 } }, 429))
    expect(await failure(gql(MeDocument))).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Слишком много попыток, пожалуйста, попробуй позже',
      data: { retryAfterSeconds: 30 },
    })
  })

  it('throws INTERNAL when the answer has neither data nor an error', async () => {
    fetchMock.mockResolvedValueOnce(reply({ data: null }))
    expect(await failure(gql(MeDocument))).toMatchObject({ code: 'INTERNAL', message: GENERIC_ERROR })
  })
})
