// The browser's recognition poll, on fake timers: the §9 schedule, retries after network and server failures, DONE and
// FAILED, a guest's refusal as the popup's cue, and the upload itself.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../graphql/api-error'
import { API_TOKEN_KEY, FINGERPRINT_KEY } from '../graphql/credentials'
import { pollDelay, pollRecognition, recognitionPopup, recognizeText } from './recognize-text'

const storage = (items: Record<string, string>) => ({ getItem: (k: string) => items[k] ?? null, setItem: () => {}, removeItem: () => {} })
const reply = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const ID = '5b0f0c3e-7c1d-4a57-9d0e-1f2a3b4c5d6e'
const pending = { id: ID, status: 'PENDING', text: null, error: null }

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  vi.useFakeTimers()
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  vi.stubGlobal('localStorage', storage({ [API_TOKEN_KEY]: 'tok', [FINGERPRINT_KEY]: 'fp_0123456789abcdef' }))
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** Advances the clock to `ms` after the start and answers how many status requests went out by then. */
const callsAt = async (ms: number, from: { now: number }) => {
  await vi.advanceTimersByTimeAsync(ms - from.now)
  from.now = ms
  return fetchMock.mock.calls.length
}

describe('pollDelay', () => {
  it('starts at 5 000 ms, doubles, and stops growing at 160 000 ms', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(pollDelay)).toEqual([5000, 10000, 20000, 40000, 80000, 160000, 160000, 160000])
  })
})

describe('pollRecognition', () => {
  it('asks at 5, 15, 35, 75, 155, 315 and 475 s, through network and server failures, until DONE', async () => {
    const answers: (() => Response)[] = [
      () => reply(pending),
      () => {
        throw new TypeError('Failed to fetch')
      },
      () => reply({ error: { code: 'INTERNAL', message: 'Что-то пошло не так, попробуй позже' } }, 500),
      () => reply(pending),
      () => new Response('<html>502 Bad Gateway</html>', { status: 502 }),
      () => reply(pending),
      () => reply({ id: ID, status: 'DONE', text: 'Решите уравнение 3x + 7 = 25', error: null }),
    ]
    fetchMock.mockImplementation(async () => answers[fetchMock.mock.calls.length - 1]!())
    const result = pollRecognition(ID)
    const clock = { now: 0 }
    expect(await callsAt(4999, clock)).toBe(0)
    expect(await callsAt(5000, clock)).toBe(1)
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/recognize-text/${ID}`)
    expect((fetchMock.mock.calls[0]![1] as RequestInit).headers).toMatchObject({ authorization: 'Bearer tok' })
    expect(await callsAt(14_999, clock)).toBe(1)
    expect(await callsAt(15_000, clock)).toBe(2)
    expect(await callsAt(35_000, clock)).toBe(3)
    expect(await callsAt(75_000, clock)).toBe(4)
    expect(await callsAt(155_000, clock)).toBe(5)
    expect(await callsAt(314_999, clock)).toBe(5)
    expect(await callsAt(315_000, clock)).toBe(6)
    expect(await callsAt(474_999, clock)).toBe(6)
    expect(await callsAt(475_000, clock)).toBe(7)
    await expect(result).resolves.toEqual({ status: 'DONE', text: 'Решите уравнение 3x + 7 = 25' })
  })

  it('resolves FAILED with the server’s reason (a blank photo)', async () => {
    fetchMock.mockImplementation(async () => reply({ id: ID, status: 'FAILED', text: null, error: 'Не удалось распознать текст' }))
    const result = pollRecognition(ID)
    await vi.advanceTimersByTimeAsync(5000)
    await expect(result).resolves.toEqual({ status: 'FAILED', error: 'Не удалось распознать текст' })
  })

  it('ends on a refusal: a guest’s 401 names the «text recognition unauthorised» popup', async () => {
    fetchMock.mockImplementation(async () => reply({ error: { code: 'UNAUTHENTICATED', message: 'Войди, чтобы распознать текст' } }, 401))
    const result = pollRecognition(ID).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(5000)
    const error = await result
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe('Войди, чтобы распознать текст')
    expect(recognitionPopup(error)).toBe('text-recognition-unauthorised')
    expect(recognitionPopup(new ApiError('NOT_FOUND'))).toBeNull()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('stops waiting when its signal aborts', async () => {
    fetchMock.mockImplementation(async () => reply(pending))
    const controller = new AbortController()
    const result = pollRecognition(ID, { signal: controller.signal }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(5000)
    controller.abort(new Error('закрыто'))
    expect(await result).toEqual(new Error('закрыто'))
    await vi.advanceTimersByTimeAsync(1_000_000)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})

describe('recognizeText', () => {
  it('uploads the file as multipart field `file`, then polls its id', async () => {
    fetchMock.mockImplementation(async (url: string) => (url === '/api/recognize-text' ? reply({ id: ID }) : reply({ id: ID, status: 'DONE', text: 'Задача', error: null })))
    const waits: number[] = []
    const result = recognizeText(new File(['x'], 'задача.png'), { onWait: (ms) => waits.push(ms) })
    await vi.advanceTimersByTimeAsync(5000)
    await expect(result).resolves.toEqual({ status: 'DONE', text: 'Задача' })
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/recognize-text')
    expect(init.method).toBe('POST')
    expect((init.body as FormData).get('file')).toBeInstanceOf(File)
    expect(waits).toEqual([5000])
  })
})
