// Anonymous realtime streams are capped: REALTIME_ANON_STREAMS_PER_IP per client address (the resolved one, never a
// forged header) and REALTIME_ANON_STREAMS_TOTAL in all; a signed-in account's at REALTIME_STREAMS_PER_USER, on a count
// of its own; past a cap 429 in Russian; a closed stream frees its slot.
import { afterEach, describe, expect, it } from 'vitest'
import { MASS_ALERT_ROOM } from '../../domain/realtime'
import { issueToken } from '../../edge/auth/token'
import type { AppDeps } from '../../edge/context'
import { takeStreamSlot } from '../../edge/realtime/stream-slots'
import type { RealtimeHub } from '../../edge/realtime/hub'
import type { TestDb } from '../helpers/test-db'
import { peerEnv, useTestApp, type TTestApp } from '../helpers/test-app'

/**
 * How many anonymous streams `hub` serves now, read through the slot rule itself: a probe with an overall cap of n + 1
 * (and no cap per address) gets a slot, which it gives back at once, exactly when n or fewer are open.
 */
function anonStreamsOpen(hub: RealtimeHub): number {
  for (let n = 0; n < 1000; n++) {
    try {
      takeStreamSlot(hub, { role: 'anon' }, '203.0.113.254', { REALTIME_ANON_STREAMS_PER_IP: Infinity, REALTIME_ANON_STREAMS_TOTAL: n + 1, REALTIME_STREAMS_PER_USER: 0 })()
      return n
    } catch {
      // More than n are open.
    }
  }
  throw new Error('anonStreamsOpen: no answer below 1000')
}

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made), { REALTIME_ANON_STREAMS_PER_IP: '2', REALTIME_ANON_STREAMS_TOTAL: '4', REALTIME_STREAMS_PER_USER: '3' })

type TOpen = { status: number; close: () => Promise<void>; json: () => Promise<{ error: { code: string; message: string; retryAfterSeconds?: number } }> }

/** POSTs a join from `peer`; a 200 stream is read up to its first bytes (`ready`) and kept open until close(). */
async function open(peer: string, headers: Record<string, string> = {}): Promise<TOpen> {
  const res = await app.request(
    '/api/realtime',
    { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ rooms: [MASS_ALERT_ROOM] }) },
    peerEnv(peer),
  )
  if (res.status !== 200) return { status: res.status, close: async () => {}, json: () => res.json() as never }
  const reader = res.body!.getReader()
  expect(new TextDecoder().decode((await reader.read()).value)).toMatch(/event: ready/)
  return { status: 200, close: () => reader.cancel(), json: () => Promise.reject(new Error('a stream')) }
}

/** Retries until the server has let go of a closed stream (the release runs once the stream's end reaches it). */
async function openEventually(peer: string): Promise<TOpen> {
  for (let i = 0; i < 50; i++) {
    const s = await open(peer)
    if (s.status === 200) return s
    await new Promise((r) => setTimeout(r, 40))
  }
  throw new Error(`no slot for ${peer} after the stream closed`)
}

describe('anonymous realtime stream caps', () => {
  // Each test closes its streams; the next one starts once the server has let go of all of them.
  afterEach(async () => {
    await expect.poll(() => anonStreamsOpen(deps.realtime), { timeout: 2000 }).toBe(0)
  })

  it('keeps to the per-address cap, frees a slot on close, and caps all anonymous streams', async () => {
    const a1 = await open('198.51.100.1')
    const a2 = await open('198.51.100.1')
    expect([a1.status, a2.status]).toEqual([200, 200])

    const third = await open('198.51.100.1')
    expect(third.status).toBe(429)
    const body = await third.json()
    expect(body.error.code).toBe('TOO_MANY_ATTEMPTS')
    expect(body.error.message).toMatch(/Слишком много открытых обновлений с этого адреса \(не больше 2\)/)
    expect(body.error.retryAfterSeconds).toBeGreaterThan(0)

    // A forged header from an untrusted peer is no new address.
    expect((await open('198.51.100.1', { 'x-forwarded-for': '203.0.113.77' })).status).toBe(429)

    // Another address has its own slots, until all anonymous streams together reach the total.
    const b1 = await open('198.51.100.2')
    const b2 = await open('198.51.100.2')
    expect([b1.status, b2.status]).toEqual([200, 200])
    const c1 = await open('198.51.100.3')
    expect(c1.status).toBe(429)
    expect((await c1.json()).error.message).toMatch(/Сейчас слишком много открытых обновлений без входа/)

    // Closing a stream frees its slot, for its own address.
    await a1.close()
    const again = await openEventually('198.51.100.1')
    expect(again.status).toBe(200)
    expect((await open('198.51.100.1')).status).toBe(429)

    expect(anonStreamsOpen(deps.realtime)).toBe(4)
    for (const s of [a2, b1, b2, again]) await s.close()
    await expect.poll(() => anonStreamsOpen(deps.realtime), { timeout: 2000 }).toBe(0)
    const all = [await openEventually('198.51.100.4'), await openEventually('198.51.100.4'), await openEventually('198.51.100.5'), await openEventually('198.51.100.5')]
    expect(all.map((s) => s.status)).toEqual([200, 200, 200, 200])
    for (const s of all) await s.close()
  })

  it('counts signed-in streams per account, apart from the address’s anonymous ones', async () => {
    const [user] = await t.db.query<{ id: string }>('insert into public.users (name) values ($1) returning id', ['Вера'])
    const auth = { authorization: `Bearer ${await issueToken({ userId: user!.id, secret: deps.settings.APP_JWT_SECRET })}` }
    const streams = [await openEventually('198.51.100.9'), await openEventually('198.51.100.9')]
    expect((await open('198.51.100.9')).status).toBe(429)
    const mine = [await open('198.51.100.9', auth), await open('198.51.100.9', auth), await open('198.51.100.10', auth)]
    expect(mine.map((s) => s.status)).toEqual([200, 200, 200])
    // A token opens no more than its account's share, from any address.
    const fourth = await open('198.51.100.11', auth)
    expect(fourth.status).toBe(429)
    expect((await fourth.json()).error.message).toBe('Слишком много открытых обновлений в аккаунте (не больше 3): закрой лишние вкладки')
    await mine[0]!.close()
    let again: TOpen | undefined
    await expect.poll(async () => (again = await open('198.51.100.11', auth)).status, { timeout: 2000 }).toBe(200)
    for (const s of [...streams, ...mine.slice(1), again!]) await s.close()
  })

  it('counts each client behind a trusted proxy on its own address', async () => {
    // testDeps trusts loopback as the proxy, so its X-Forwarded-For names the client.
    const via = (client: string) => open('127.0.0.1', { 'x-forwarded-for': client })
    const x = [await via('192.0.2.10'), await via('192.0.2.10')]
    expect(x.map((s) => s.status)).toEqual([200, 200])
    expect((await via('192.0.2.10')).status).toBe(429)
    const y = await via('192.0.2.11')
    expect(y.status).toBe(200)
    for (const s of [...x, y]) await s.close()
  })

  it('counts an IPv6 /64 as one address, whichever of its addresses opens the stream', async () => {
    const mine = [await open('2001:db8:5:1::1'), await open('2001:db8:5:1::2')]
    expect(mine.map((s) => s.status)).toEqual([200, 200])
    const third = await open('2001:db8:5:1:ffff:ffff:ffff:ffff')
    expect(third.status).toBe(429)
    expect((await third.json()).error.message).toMatch(/с этого адреса/)
    const neighbour = await open('2001:db8:5:2::1')
    expect(neighbour.status).toBe(200)
    for (const s of [...mine, neighbour]) await s.close()
  })

  it('counts an address written with a port as that address, and an unknown one under a capped key of its own', async () => {
    const via = (client: string) => open('127.0.0.1', { 'x-forwarded-for': client })
    const ported = [await via('192.0.2.20:50312'), await open('192.0.2.20:50313')]
    expect(ported.map((s) => s.status)).toEqual([200, 200])
    expect((await via('192.0.2.20:61000')).status).toBe(429)
    expect((await open('::ffff:192.0.2.20')).status).toBe(429)
    for (const s of ported) await s.close()
    await expect.poll(() => anonStreamsOpen(deps.realtime), { timeout: 2000 }).toBe(0)
    // Junk in the trusted proxy's header: the address is unknown, and unknown addresses share one capped key.
    const unknown = [await via('junk'), await via('10.0.0.1:99999')]
    expect(unknown.map((s) => s.status)).toEqual([200, 200])
    expect((await via('not-an-address')).status).toBe(429)
    for (const s of unknown) await s.close()
  })
})
