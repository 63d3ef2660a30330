// Looking a source up by DOI, ISBN or link is rate-limited (issue 29, finding 8): each lookup is a request to a provider
// (here the Open Library fake on 127.0.0.1) made for the caller, so one account gets 30 a minute and 300 a day, and one
// address 60 a minute whoever signs in from it. A refused lookup never reaches the provider; an identifier that needs
// no request (not an identifier at all, or the local mode) is not counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { createOpenLibraryFake } from '../../tests/fakes/openlibrary'
import { startFake, type TRunningFake } from '../../tests/fakes/serve'
import { useMidWindowClock } from '../../tests/helpers/rate-window'
import { IDENTIFIER_MESSAGES } from '../../domain/sources/identifier'
import { readSettings } from '../settings'
import type { Caller } from '../db/port'
import { AppError } from '../http/errors'
import { DAY } from '../auth/rate-limit'
import { resolveSourceIdentifier } from './resolve-identifier'
import { LOOKUP_ACCOUNT_WINDOWS, LOOKUP_ADDRESS_WINDOWS } from './lookup-rate-limit'

const ISBN = '978-0-262-03384-8'
const openLibrary = createOpenLibraryFake()
let t: TestDb
let ol: TRunningFake

beforeAll(async () => {
  ;[t, ol] = await Promise.all([testDb(), startFake(openLibrary.app)])
}, 120_000)
afterAll(async () => {
  await Promise.all([t.dispose(), ol.close()])
})
useMidWindowClock(() => t.db)

const ACCOUNT_PER_MINUTE = LOOKUP_ACCOUNT_WINDOWS.find((w) => w.seconds === 60)!.max
const ACCOUNT_PER_DAY = LOOKUP_ACCOUNT_WINDOWS.find((w) => w.seconds === DAY)!.max
const ADDRESS_PER_MINUTE = LOOKUP_ADDRESS_WINDOWS.find((w) => w.seconds === 60)!.max

const connected = () => readSettings({ SOURCES_PROVIDER: 'openalex', OPENLIBRARY_BASE_URL: ol.url })
const account = () => {
  const userId = crypto.randomUUID()
  return { userId, caller: { role: 'authenticated', userId } satisfies Caller }
}
let ipSeq = 0
/** Every test its own address, so one test's address window never refuses another's lookups. */
const freshIp = () => `198.51.100.${++ipSeq}`

const lookUp = (caller: Caller, ip: string, o: { identifier?: string; settings?: ReturnType<typeof connected> } = {}) =>
  resolveSourceIdentifier({ settings: o.settings ?? connected(), requester: { db: t.db, caller, ip }, identifier: o.identifier ?? ISBN })
const refusal = (p: Promise<unknown>): Promise<unknown> => p.then(() => null, (e: unknown) => e)

async function servedTimes(caller: Caller, ip: string, n: number) {
  for (let i = 0; i < n; i++) expect((await lookUp(caller, ip)).title).toBe('Introduction to Algorithms')
}

describe('source lookups are rate-limited', () => {
  it('refuses an account its 31st lookup in a minute without asking the provider, and still serves another account', async () => {
    const ip = freshIp()
    const anna = account()
    const asked = openLibrary.requests.length
    await servedTimes(anna.caller, ip, ACCOUNT_PER_MINUTE)
    expect(openLibrary.requests.length - asked).toBe(ACCOUNT_PER_MINUTE)

    const refused = await refusal(lookUp(anna.caller, ip))
    expect(refused).toBeInstanceOf(AppError)
    expect(refused).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: 'Слишком много запросов, попробуй через минуту' })
    const wait = (refused as AppError).details?.retryAfterSeconds as number
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(60)
    // Nor a DOI or a link: the limit is on lookups, whichever provider they would ask.
    expect(await refusal(lookUp(anna.caller, ip, { identifier: '10.1037/h0054346' }))).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' })
    expect(await refusal(lookUp(anna.caller, ip, { identifier: 'https://example.org/article' }))).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' })
    expect(openLibrary.requests.length - asked).toBe(ACCOUNT_PER_MINUTE)

    // Boris, from the same address, is served.
    await servedTimes(account().caller, ip, 1)
  }, 60_000)

  it('refuses an address its 61st lookup in a minute whoever signs in from it, and serves the same account elsewhere', async () => {
    const ip = freshIp()
    const share = ACCOUNT_PER_MINUTE / 2
    for (let i = 0; i < ADDRESS_PER_MINUTE / share; i++) await servedTimes(account().caller, ip, share)
    const late = account()
    expect(await refusal(lookUp(late.caller, ip))).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: IDENTIFIER_MESSAGES.tooMany })
    await servedTimes(late.caller, freshIp(), 1)
  }, 60_000)

  it('says to come back tomorrow when the account has spent its 300 lookups of the day', async () => {
    const ip = freshIp()
    const anna = account()
    await servedTimes(anna.caller, ip, 1)
    // The day's other lookups, made earlier.
    await t.db.query(`update private.rate_limit_hits set hits = $2 where bucket = $1`, [`source-lookup:${anna.userId}:d`, ACCOUNT_PER_DAY])
    const refused = await refusal(lookUp(anna.caller, ip))
    expect(refused).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: IDENTIFIER_MESSAGES.tooManyToday })
    expect((refused as AppError).details?.retryAfterSeconds).toBeGreaterThan(60)
  }, 90_000)

  it('does not count what needs no request: text that is no identifier, or the local mode', async () => {
    const ip = freshIp()
    const anna = account()
    const local = readSettings({ SOURCES_PROVIDER: 'local', OPENLIBRARY_BASE_URL: ol.url })
    for (let i = 0; i <= ADDRESS_PER_MINUTE; i++) {
      expect(await refusal(lookUp(anna.caller, ip, { identifier: 'что-то' }))).toMatchObject({ code: 'BAD_REQUEST', message: IDENTIFIER_MESSAGES.invalid })
      expect(await refusal(lookUp(anna.caller, ip, { settings: local }))).toMatchObject({ code: 'FORBIDDEN', message: IDENTIFIER_MESSAGES.connectedOnly })
    }
    await servedTimes(anna.caller, ip, ACCOUNT_PER_MINUTE)
  }, 60_000)
})
