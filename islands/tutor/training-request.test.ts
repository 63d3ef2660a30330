import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GENERIC_ERROR } from '../../domain/errors'
import { API_TOKEN_KEY, FINGERPRINT_KEY } from '../graphql/credentials'
import { deleteMemory, listMemories, updateMemory } from './memories-api'
import { isTrainingOff, TrainingApiError, trainingJson } from './training-request'

const storage = (items: Record<string, string>) => ({ getItem: (k: string) => items[k] ?? null, setItem: () => {}, removeItem: () => {} })
const reply = (body: unknown, status = 200) => new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  fetchMock = vi.fn(async () => reply({ memories: [], is_memory_enabled: true }))
  vi.stubGlobal('fetch', fetchMock)
  vi.stubGlobal('localStorage', storage({ [API_TOKEN_KEY]: 'tok', [FINGERPRINT_KEY]: 'fp_0123456789abcdef' }))
})
afterEach(() => vi.unstubAllGlobals())

const call = (i = 0) => fetchMock.mock.calls[i] as [string, RequestInit]
const failure = (p: Promise<unknown>) => p.then(() => expect.fail('the call should have thrown'), (e: unknown) => (expect(e).toBeInstanceOf(TrainingApiError), e as TrainingApiError))
const memory = { uuid: 'm-1', kind: 'weak_topic' as const, content: 'Путается в знаках', created_at: '2026-11-25T10:00:00Z' }

describe('the training API calls of the profile and the text work', () => {
  it('send the bearer token to /training-mode/v1 and read the list', async () => {
    expect(await listMemories()).toEqual({ memories: [], is_memory_enabled: true })
    expect(call()[0]).toBe('/training-mode/v1/memories')
    expect(call()[1]).toMatchObject({ method: 'GET', headers: { authorization: 'Bearer tok', 'x-fingerprint': 'fp_0123456789abcdef' } })
  })

  it('PATCH the edited text as JSON and keep the row when the server answers none; DELETE reads a 204', async () => {
    fetchMock.mockResolvedValueOnce(reply(null, 204))
    expect(await updateMemory(memory, 'Путается в знаках при переносе')).toEqual({ ...memory, content: 'Путается в знаках при переносе' })
    expect(call()[1]).toMatchObject({ method: 'PATCH', body: '{"content":"Путается в знаках при переносе"}', headers: { 'content-type': 'application/json' } })
    fetchMock.mockResolvedValueOnce(reply({ ...memory, content: 'С сервера' }))
    expect((await updateMemory(memory, 'x')).content).toBe('С сервера')
    fetchMock.mockResolvedValueOnce(reply(null, 204))
    expect(await deleteMemory('m-1', true)).toBeNull()
    expect(call(2)).toEqual(['/training-mode/v1/memories/m-1', expect.objectContaining({ method: 'DELETE', body: '{}', keepalive: true })])
  })

  it('turn { error_message, code, data } into the code, the Russian text and the data', async () => {
    fetchMock.mockResolvedValueOnce(reply({ error_message: 'Недостаточно средств на балансе', code: 'INSUFFICIENT_TOKENS', data: { missing: 3 } }, 409))
    const e = await failure(trainingJson('/tasks', { method: 'POST', json: {} }))
    expect([e.status, e.code, e.message, e.data]).toEqual([409, 'INSUFFICIENT_TOKENS', 'Недостаточно средств на балансе', { missing: 3 }])
    expect(isTrainingOff(e)).toBe(false)
  })

  it('never shows the English fallback or an unknown code, and knows the flag off by its 404', async () => {
    fetchMock.mockResolvedValueOnce(reply({ error_message: 'Failed to create task', code: 'WHATEVER' }, 500))
    const e = await failure(trainingJson('/tasks', { method: 'POST', json: {} }))
    expect([e.code, e.message]).toEqual(['INTERNAL', GENERIC_ERROR])
    fetchMock.mockResolvedValueOnce(new Response('Not Found', { status: 404 }))
    const off = await failure(listMemories())
    expect(off.code).toBe('NOT_FOUND')
    expect(isTrainingOff(off)).toBe(true)
  })

  it('a network failure is NETWORK, not a 500', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(listMemories()).rejects.toMatchObject({ code: 'NETWORK' })
  })
})
