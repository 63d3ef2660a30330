// Per-IP limits key on the real address: the socket, or a trusted proxy's X-Forwarded-For; never a header from anyone else.
import { describe, expect, it } from 'vitest'
import { AUTH_WRONG_CODES_PER_IP, AUTH_WRONG_CODES_PER_TARGET } from '../../domain/auth/limits'
import type { TestDb } from '../helpers/test-db'
import { freshPhone, outboxCode, REQUEST_CODE, REQUEST_TOKEN, type TGql } from './auth-support'
import { peerEnv, useTestApp, type TTestApp } from '../helpers/test-app'
import { useMidWindowClock } from '../helpers/rate-window'

let t: TestDb
let app: TTestApp
// The tests' loopback is the trusted proxy (tests/helpers/app-deps); every other peer is a client.
useTestApp((made) => ({ t, app } = made))
// Thirty guesses must fall into one hour whenever the run starts.
useMidWindowClock(() => t.db)

const TOO_MANY = { extensions: { code: 'TOO_MANY_ATTEMPTS' } }

/** A GraphQL call over a connection from `peer` (null: an address the server cannot determine). */
async function call(peer: string | null, query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}): Promise<TGql> {
  const init = { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) }
  const res = await app.request('/graphql', init, peer === null ? {} : peerEnv(peer))
  return { status: res.status, ...((await res.json()) as object) }
}

let sender = 0
/** A code for a fresh phone, requested from a connection of its own (the guesser never sees it). */
async function victimWithCode(): Promise<{ phone: string; right: string }> {
  const phone = freshPhone()
  const sent = await call(`192.0.2.${(sender++ % 250) + 1}`, REQUEST_CODE, { phone })
  expect(sent.errors).toBeUndefined()
  return { phone, right: await outboxCode(t.db, phone) }
}

/** `count` wrong codes over several phones, 4 per phone (under the 5 per code), each from `peer` with `headers(i)`. */
async function guessWrong(count: number, peer: string | null, headers: (i: number) => Record<string, string> = () => ({})) {
  let victim = await victimWithCode()
  for (let i = 0; i < count; i++) {
    if (i > 0 && i % 4 === 0) victim = await victimWithCode()
    const guess = String((Number(victim.right) + 1 + (i % 4)) % 10000).padStart(4, '0')
    const res = await call(peer, REQUEST_TOKEN, { phone: victim.phone, code: guess }, headers(i))
    expect(res.errors![0]!.extensions!.reason, `wrong code ${i + 1}`).toBe('WRONG_CODE')
  }
}

/** Puts `hits` into the current hourly window of a rate-limit bucket. */
const fillHour = (bucket: string, hits: number) =>
  t.db.query(
    `insert into private.rate_limit_hits (bucket, window_start, hits) values ($1, to_timestamp(floor(extract(epoch from private.rate_limit_clock()) / 3600) * 3600), $2)
     on conflict (bucket, window_start) do update set hits = excluded.hits`,
    [`${bucket}:h`, hits],
  )

describe('client address', () => {
  it(`refuses the ${AUTH_WRONG_CODES_PER_IP.hour + 1}st wrong code from one untrusted peer however its X-Forwarded-For rotates`, async () => {
    const peer = '203.0.113.7'
    await guessWrong(AUTH_WRONG_CODES_PER_IP.hour, peer, (i) => ({ 'x-forwarded-for': `10.77.${i}.1` }))
    const { phone, right } = await victimWithCode()
    // Even the right code is not compared from that peer, whatever address it claims; another peer is served.
    expect((await call(peer, REQUEST_TOKEN, { phone, code: right }, { 'x-forwarded-for': '10.77.200.1' })).errors![0]).toMatchObject(TOO_MANY)
    expect((await call('203.0.113.8', REQUEST_TOKEN, { phone, code: right })).data.requestApiToken.token).toBeTruthy()
  })

  it('counts requests whose address cannot be known under one key of their own, limited like an address', async () => {
    await guessWrong(AUTH_WRONG_CODES_PER_IP.hour, null)
    const { phone, right } = await victimWithCode()
    // Hiding the address (no socket, junk in a trusted proxy's header) is no way around the limit.
    expect((await call(null, REQUEST_TOKEN, { phone, code: right })).errors?.[0]).toMatchObject(TOO_MANY)
    expect((await call('127.0.0.1', REQUEST_TOKEN, { phone, code: right }, { 'x-forwarded-for': 'not-an-address' })).errors?.[0]).toMatchObject(TOO_MANY)
    expect((await call('203.0.113.9', REQUEST_TOKEN, { phone, code: right })).data.requestApiToken.token).toBeTruthy()
    // The other tests send address-less requests too: they start from an empty hour.
    await t.db.query(`delete from private.rate_limit_hits where bucket like 'wrong:ip:unknown:%'`)
  })

  it(`refuses the ${AUTH_WRONG_CODES_PER_IP.hour + 1}st wrong code from one IPv6 /64, whichever of its addresses guesses`, async () => {
    // Each guess from the next address of one /64: what one IPv6 subscriber can do at will.
    const peer = (i: number) => `2001:db8:77:1::${(i + 1).toString(16)}`
    let i = 0
    let victim = await victimWithCode()
    for (; i < AUTH_WRONG_CODES_PER_IP.hour; i++) {
      if (i > 0 && i % 4 === 0) victim = await victimWithCode()
      const guess = String((Number(victim.right) + 1 + (i % 4)) % 10000).padStart(4, '0')
      expect((await call(peer(i), REQUEST_TOKEN, { phone: victim.phone, code: guess })).errors![0]!.extensions!.reason, `wrong code ${i + 1}`).toBe('WRONG_CODE')
    }
    const { phone, right } = await victimWithCode()
    expect((await call(peer(i), REQUEST_TOKEN, { phone, code: right })).errors?.[0]).toMatchObject(TOO_MANY)
    expect((await call('[2001:DB8:77:1:ffff::1]:443', REQUEST_TOKEN, { phone, code: right })).errors?.[0]).toMatchObject(TOO_MANY)
    // The neighbouring /64 is another subscriber.
    expect((await call('2001:db8:77:2::1', REQUEST_TOKEN, { phone, code: right })).data.requestApiToken.token).toBeTruthy()
  })

  it('counts an address with a port, as some proxies and sockets write it, as that address', async () => {
    const client = '198.51.100.40'
    // Behind the trusted proxy every request comes from another source port of the same client.
    await guessWrong(AUTH_WRONG_CODES_PER_IP.hour, '127.0.0.1', (i) => ({ 'x-forwarded-for': `${client}:${50000 + i}` }))
    const { phone, right } = await victimWithCode()
    expect((await call('127.0.0.1', REQUEST_TOKEN, { phone, code: right }, { 'x-forwarded-for': `${client}:61000` })).errors?.[0]).toMatchObject(TOO_MANY)
    expect((await call(`${client}:50312`, REQUEST_TOKEN, { phone, code: right })).errors?.[0]).toMatchObject(TOO_MANY)
    expect((await call(`::ffff:${client}`, REQUEST_TOKEN, { phone, code: right })).errors?.[0]).toMatchObject(TOO_MANY)
    expect((await call('198.51.100.41:50312', REQUEST_TOKEN, { phone, code: right })).data.requestApiToken.token).toBeTruthy()
  })

  it("believes a trusted proxy's X-Forwarded-For, right-most address first", async () => {
    const client = '198.51.100.17'
    await fillHour(`wrong:ip:${client}`, AUTH_WRONG_CODES_PER_IP.hour)
    const { phone, right } = await victimWithCode()
    // The client's own left-most entry is not what the proxy saw connect.
    const locked = await call('127.0.0.1', REQUEST_TOKEN, { phone, code: right }, { 'x-forwarded-for': `10.1.1.1, ${client}` })
    expect(locked.errors![0]).toMatchObject(TOO_MANY)
    expect((await call('::ffff:127.0.0.1', REQUEST_TOKEN, { phone, code: right }, { 'x-forwarded-for': '198.51.100.18' })).data.requestApiToken.token).toBeTruthy()
  })
})

describe('wrong codes per target', () => {
  it(`refuses a phone after ${AUTH_WRONG_CODES_PER_TARGET.hour} wrong codes an hour from all addresses together`, async () => {
    const { phone, right } = await victimWithCode()
    await fillHour(`wrong:phone:${phone}`, AUTH_WRONG_CODES_PER_TARGET.hour)
    expect((await call('203.0.113.50', REQUEST_TOKEN, { phone, code: right })).errors![0]).toMatchObject(TOO_MANY)
  })

  it('counts every wrong code against the target, whatever the address', async () => {
    const { phone, right } = await victimWithCode()
    await call('203.0.113.60', REQUEST_TOKEN, { phone, code: String((Number(right) + 1) % 10000).padStart(4, '0') })
    await call(null, REQUEST_TOKEN, { phone, code: String((Number(right) + 2) % 10000).padStart(4, '0') })
    const [row] = await t.db.query<{ hits: number }>(`select hits from private.rate_limit_hits where bucket = $1`, [`wrong:phone:${phone}:h`])
    expect(Number(row?.hits)).toBe(2)
  })
})
