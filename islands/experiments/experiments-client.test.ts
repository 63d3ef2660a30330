import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type TClient = typeof import('./experiments-client')
let client: TClient

const DEFS = { 'abc-tariffs-3475': { defaultValue: 'a', rules: [{ variations: ['a', 'b', 'c'] }] }, 'training-mode-3210': { defaultValue: false } }
const gqlCalls: unknown[] = []

beforeEach(async () => {
  vi.resetModules()
  gqlCalls.length = 0
  vi.doMock('../graphql/client', () => ({ gqlRequest: (_doc: unknown, vars: unknown) => (gqlCalls.push(vars), Promise.resolve({ data: {}, errors: [] })) }))
  vi.stubGlobal('location', { search: '?gbFeature=training-mode-3210:on' })
  const session = new Map<string, string>()
  vi.stubGlobal('sessionStorage', { getItem: (k: string) => session.get(k) ?? null, setItem: (k: string, v: string) => void session.set(k, v) })
  const local = new Map<string, string>()
  vi.stubGlobal('localStorage', { getItem: (k: string) => local.get(k) ?? null, setItem: (k: string, v: string) => void local.set(k, v) })
  client = await import('./experiments-client')
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const events = () => {
  const seen: string[] = []
  client.onExperimentError((e) => seen.push(e))
  return seen
}

describe('experiments client', () => {
  it('evaluates by user id, records the exposure once and fills the experiments map', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ features: DEFS, overridesAllowed: false })))
    const seen = events()
    await client.initExperiments({ userId: '123' })
    // GrowthBook's published case "empty experiment rule - c": id 123 → variation 2.
    expect(await client.featureValue('abc-tariffs-3475')).toBe('c')
    expect(await client.featureValue('abc-tariffs-3475')).toBe('c')
    // Kept for the analytics context of this and later pages.
    expect((await import('../analytics/providers')).experimentAssignments()).toEqual({ 'abc-tariffs-3475': '2' })
    expect(gqlCalls).toEqual([{ experimentId: 'abc-tariffs-3475', userId: '123', variationId: 2 }])
    // Overrides not allowed (production): the address's gbFeature changes nothing.
    expect(await client.featureValue('training-mode-3210')).toBe(false)
    expect(seen).toEqual([])
  })

  it('honours gbFeature where the server allows overrides', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ features: DEFS, overridesAllowed: true })))
    expect(await client.featureValue('training-mode-3210')).toBe(true)
  })

  it('gives up after the time-out with growthbook_init_error and answers the defaults', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))))
    const seen = events()
    const value = client.featureValue('abc-tariffs-3475')
    await vi.advanceTimersByTimeAsync(4999)
    expect(seen).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(await value).toBe('a')
    expect(seen).toEqual(['growthbook_init_error'])
    expect(await client.featureValue('training-mode-3210')).toBe(false)
  })

  it('reports a failed request as growthbook_network_error and malformed definitions as growthbook_init_error', async () => {
    vi.stubGlobal('fetch', async () => new Response('nope', { status: 503 }))
    const seen = events()
    await client.initExperiments()
    expect(seen).toEqual(['growthbook_network_error'])
    vi.resetModules()
    client = await import('./experiments-client')
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ features: { f: { rules: [{ bogus: 1 }] } } })))
    const seen2 = events()
    await client.initExperiments()
    expect(seen2).toEqual(['growthbook_init_error'])
  })
})
