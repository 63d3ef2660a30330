// Rate limits on sign-in codes: per phone, per e-mail and per IP, each answered as TooManyAttempts.
import { describe, expect, it } from 'vitest'
import { AUTH_SENDS_PER_IP, AUTH_SENDS_PER_TARGET, AUTH_WRONG_CODES_PER_IP } from '../../domain/auth/limits'
import type { TestDb } from '../helpers/test-db'
import { freshEmail, freshPhone, fromIp, gql, outboxCode, REQUEST_CODE, REQUEST_TOKEN } from './auth-support'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import { useMidWindowClock } from '../helpers/rate-window'

let t: TestDb
let app: TTestApp
useTestApp((made) => ({ t, app } = made))
// Each burst that counts a limit to its maximum falls into one hour and one day whenever the run starts.
useMidWindowClock(() => t.db)

/** Moves earlier codes back past the 60-second resend interval, so only the hourly and daily limits speak. */
const pastResend = (target: string) => t.db.query(`update private.auth_codes set created_at = created_at - interval '61 seconds' where target = $1`, [target])

const TOO_MANY = { message: 'Слишком много попыток, пожалуйста, попробуй позже', extensions: { authError: 'TooManyAttempts', code: 'TOO_MANY_ATTEMPTS' } }

async function sendsUntilRefused(vars: Record<string, unknown>, target: string, ip: string, max: number) {
  for (let i = 0; i < max; i++) {
    const res = await gql(app, REQUEST_CODE, vars, fromIp(ip))
    expect(res.errors, `send ${i + 1}`).toBeUndefined()
    await pastResend(target)
  }
  return gql(app, REQUEST_CODE, vars, fromIp(ip))
}

describe('send limits', () => {
  it(`stops a phone after ${AUTH_SENDS_PER_TARGET.hour} codes an hour, from any IP`, async () => {
    const phone = freshPhone()
    for (let i = 0; i < AUTH_SENDS_PER_TARGET.hour; i++) {
      expect((await gql(app, REQUEST_CODE, { phone }, fromIp(`10.3.0.${i + 1}`))).errors).toBeUndefined()
      await pastResend(phone)
    }
    const refused = await gql(app, REQUEST_CODE, { phone }, fromIp('10.3.0.99'))
    expect(refused.errors![0]).toMatchObject(TOO_MANY)
    expect(refused.errors![0]!.extensions!.retryAfterSeconds).toBeGreaterThan(0)
    expect(refused.errors![0]!.extensions!.retryAfterSeconds).toBeLessThanOrEqual(3600)
    // Another phone from the same IP is still served.
    expect((await gql(app, REQUEST_CODE, { phone: freshPhone() }, fromIp('10.3.0.99'))).errors).toBeUndefined()
  })

  it(`stops an e-mail after ${AUTH_SENDS_PER_TARGET.hour} codes an hour`, async () => {
    const email = freshEmail()
    const refused = await sendsUntilRefused({ email }, email, '10.3.1.1', AUTH_SENDS_PER_TARGET.hour)
    expect(refused.errors![0]).toMatchObject(TOO_MANY)
  })

  it(`stops an IP after ${AUTH_SENDS_PER_IP.hour} codes an hour, whatever the phones`, async () => {
    for (let i = 0; i < AUTH_SENDS_PER_IP.hour; i++) {
      expect((await gql(app, REQUEST_CODE, { phone: freshPhone() }, fromIp('10.3.2.1'))).errors, `send ${i + 1}`).toBeUndefined()
    }
    expect((await gql(app, REQUEST_CODE, { phone: freshPhone() }, fromIp('10.3.2.1'))).errors![0]).toMatchObject(TOO_MANY)
    expect((await gql(app, REQUEST_CODE, { email: freshEmail() }, fromIp('10.3.2.1'))).errors![0]).toMatchObject(TOO_MANY)
    expect((await gql(app, REQUEST_CODE, { phone: freshPhone() }, fromIp('10.3.2.2'))).errors).toBeUndefined()
  })

  it(`stops an IPv6 /64 after ${AUTH_SENDS_PER_IP.hour} codes an hour, from whichever of its addresses`, async () => {
    for (let i = 0; i < AUTH_SENDS_PER_IP.hour; i++) {
      expect((await gql(app, REQUEST_CODE, { phone: freshPhone() }, fromIp(`2001:db8:3:7::${(i + 1).toString(16)}`))).errors, `send ${i + 1}`).toBeUndefined()
    }
    expect((await gql(app, REQUEST_CODE, { phone: freshPhone() }, fromIp('2001:db8:3:7:abcd::1'))).errors?.[0]).toMatchObject(TOO_MANY)
    expect((await gql(app, REQUEST_CODE, { phone: freshPhone() }, fromIp('[2001:db8:3:7::ffff]:443'))).errors?.[0]).toMatchObject(TOO_MANY)
    expect((await gql(app, REQUEST_CODE, { phone: freshPhone() }, fromIp('2001:db8:3:8::1'))).errors).toBeUndefined()
  })

  it(`stops an address a proxy writes with a port after ${AUTH_SENDS_PER_IP.hour} codes an hour, whatever the port`, async () => {
    for (let i = 0; i < AUTH_SENDS_PER_IP.hour; i++) {
      expect((await gql(app, REQUEST_CODE, { phone: freshPhone() }, fromIp(`10.3.7.1:${40000 + i}`))).errors, `send ${i + 1}`).toBeUndefined()
    }
    expect((await gql(app, REQUEST_CODE, { phone: freshPhone() }, fromIp('10.3.7.1:65000'))).errors?.[0]).toMatchObject(TOO_MANY)
    expect((await gql(app, REQUEST_CODE, { phone: freshPhone() }, fromIp('10.3.7.1'))).errors?.[0]).toMatchObject(TOO_MANY)
    expect((await gql(app, REQUEST_CODE, { phone: freshPhone() }, fromIp('10.3.7.2:40000'))).errors).toBeUndefined()
  })

  it('counts the daily limit across hours', async () => {
    const phone = freshPhone()
    // Ten sends spread over earlier hours are on record for today.
    await t.db.query(
      `insert into private.rate_limit_hits (bucket, window_start, hits)
       values ($1, to_timestamp(floor(extract(epoch from private.rate_limit_clock()) / 86400) * 86400), $2)`,
      [`send:phone:${phone}:d`, AUTH_SENDS_PER_TARGET.day],
    )
    expect((await gql(app, REQUEST_CODE, { phone }, fromIp('10.3.3.1'))).errors![0]).toMatchObject(TOO_MANY)
  })
})

describe('guess limits', () => {
  it(`stops an IP spreading wrong codes over many phones after ${AUTH_WRONG_CODES_PER_IP.hour}`, async () => {
    const ip = '10.3.4.1'
    let wrong = 0
    let victim = ''
    while (wrong < AUTH_WRONG_CODES_PER_IP.hour) {
      victim = freshPhone()
      // Codes requested from elsewhere: the guesser never sees them.
      await gql(app, REQUEST_CODE, { phone: victim }, fromIp(`10.3.5.${wrong % 200}`))
      const right = await outboxCode(t.db, victim)
      for (let i = 0; i < 4 && wrong < AUTH_WRONG_CODES_PER_IP.hour; i++, wrong++) {
        const guess = String((Number(right) + 1 + i) % 10000).padStart(4, '0')
        expect((await gql(app, REQUEST_TOKEN, { phone: victim, code: guess }, fromIp(ip))).errors![0]!.extensions!.reason).toBe('WRONG_CODE')
      }
    }
    // Now even the right code is refused from that IP (it is not even compared), while the owner's IP works.
    const right = await outboxCode(t.db, victim)
    expect((await gql(app, REQUEST_TOKEN, { phone: victim, code: right }, fromIp(ip))).errors![0]).toMatchObject(TOO_MANY)
    expect((await gql(app, REQUEST_TOKEN, { phone: victim, code: right }, fromIp('10.3.6.1'))).data.requestApiToken.token).toBeTruthy()
  })
})
