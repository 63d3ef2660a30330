// The prize wheel and trial credits over POST /graphql: a guest is told to sign in (401 in the spec's sense:
// UNAUTHENTICATED), a client sees the wheel with its welcome spin, spins once, then gets NO_SPINS_LEFT with nothing
// changed; a trial key credits once and says so the second time; newby trials come once.
import { describe, expect, it } from 'vitest'
import type { TestDb } from '../helpers/test-db'
import { gql, phoneClients } from './auth-support'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import { WHEEL_PRIZES } from '../../domain/wheel/prizes'

let t: TestDb
let app: TTestApp
useTestApp((made) => ({ t, app } = made), { NEWBY_TRIALS: '2' })

const client = phoneClients('10.78.0', () => ({ app, db: t.db }))

const WHEEL = `{ wheelOfFortune { spinsLeft rulesUrl prizes { id kind value title } history { id promoCode createdAt prize { id kind } } } }`
const SPIN = `mutation { spinWheelOfFortune { prize { id kind value title } isWin spinsLeft promoCode balanceTrials } }`
const REDEEM = `mutation($k: String!) { redeemTrialKey(key: $k) { balanceTrials balanceTokens } }`
const NEWBY = `mutation { claimNewbyTrials { trialsGranted balance { balanceTrials } } }`

describe('wheel over GraphQL', () => {
  it('tells a guest to sign in', async () => {
    for (const q of [WHEEL, SPIN, NEWBY]) {
      const res = await gql(app, q)
      expect(res.status, q).toBe(200)
      expect(res.errors?.[0]?.extensions?.code, q).toBe('UNAUTHENTICATED')
      expect(res.data).toBeNull()
    }
    expect((await gql(app, REDEEM, { k: 'ANY' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
  })

  it('shows the wheel with the welcome spin, spins once, then says the spins are over and changes nothing', async () => {
    const c = await client()
    const wheel = (await gql(app, WHEEL, {}, c.headers)).data.wheelOfFortune
    expect(wheel).toMatchObject({ spinsLeft: 1, rulesUrl: '/ecosystem/docs/wheel-rules', history: [] })
    expect(wheel.prizes).toEqual(WHEEL_PRIZES.map((p) => ({ ...p, kind: p.kind.toUpperCase() })))

    // Only «no reward» and «1 free question» can be drawn here, so the spin ends the spins whatever it draws.
    await t.db.query(`update public.wheel_prizes set weight = case when id in (4, 11) then 1 else 0 end`)
    const spin = await gql(app, SPIN, {}, c.headers)
    expect(spin.errors).toBeUndefined()
    const result = spin.data.spinWheelOfFortune
    expect([4, 11]).toContain(result.prize.id)
    expect(result).toMatchObject({ spinsLeft: 0, promoCode: null, isWin: result.prize.id === 4, balanceTrials: result.prize.id === 4 ? 1 : 0 })

    const again = await gql(app, SPIN, {}, c.headers)
    expect(again.errors?.[0]).toMatchObject({ message: 'Вращения закончились', extensions: { code: 'NO_SPINS_LEFT' } })
    const after = (await gql(app, WHEEL, {}, c.headers)).data.wheelOfFortune
    expect(after.spinsLeft).toBe(0)
    expect(after.history).toEqual([expect.objectContaining({ prize: { id: result.prize.id, kind: result.prize.kind }, promoCode: null })])
  })

  it('redeems a trial key once and answers the second time that it is used', async () => {
    await t.db.query(`insert into public.trial_keys (key, trials) values ('HTTP-KEY', 3)`)
    const c = await client()
    expect((await gql(app, REDEEM, { k: 'HTTP-KEY' }, c.headers)).data.redeemTrialKey).toEqual({ balanceTrials: 3, balanceTokens: 0 })
    const second = await gql(app, REDEEM, { k: 'HTTP-KEY' }, c.headers)
    expect(second.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } })
    expect(second.errors?.[0]?.message).toMatch(/уже активирован/)
    const bad = await gql(app, REDEEM, { k: 'NO-SUCH-KEY' }, c.headers)
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } })
    expect(bad.errors?.[0]?.message).toMatch(/^Ключ недействителен/)
    expect((await gql(app, '{ me { balance { balanceTrials } } }', {}, c.headers)).data.me.balance.balanceTrials).toBe(3)
  })

  it('grants the newby trials once', async () => {
    const c = await client()
    expect((await gql(app, NEWBY, {}, c.headers)).data.claimNewbyTrials).toEqual({ trialsGranted: 2, balance: { balanceTrials: 2 } })
    expect((await gql(app, NEWBY, {}, c.headers)).data.claimNewbyTrials).toEqual({ trialsGranted: 0, balance: { balanceTrials: 2 } })
  })
})
