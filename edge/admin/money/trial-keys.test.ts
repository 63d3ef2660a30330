// /api/admin/money/trial-keys (issue 33: no admin screen for trial keys): a key made in the panel is redeemed by a client
// at once and counted; switched off it is refused, switched on it works again; bad input gets a Russian 400, a taken key
// (in any case) 409; a client's call answers like an unknown address; every change is audited.
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../../context'
import type { TestDb } from '../../../tests/helpers/test-db'
import { useTestApp, type TTestApp } from '../../../tests/helpers/test-app'
import { adminHttp, isRussian, type TAdminHttp, type TJson } from '../../../tests/helpers/admin-http'
import { bearer, gql } from '../../../tests/http/auth-support'

let t: TestDb
let app: TTestApp
let deps: AppDeps
let h: TAdminHttp
useTestApp(async (made) => ({ t, app, deps } = made))
const ready = async () => (h ??= await adminHttp(app, t.db, deps))

const REDEEM = 'mutation ($key: String!) { redeemTrialKey(key: $key) { balanceTrials } }'
const redeem = async (key: string, token: string) => gql(app, REDEEM, { key }, bearer(token))
const keys = async () => (await h.call('GET', '/api/admin/money/trial-keys')).body.keys as TJson[]

describe('trial keys in the back-office', () => {
  it('makes a key a client redeems once, counts it, and switches it off and on', async () => {
    await ready()
    const made = await h.call('POST', '/api/admin/money/trial-keys', { key: 'AUTUMN-FREE', trials: 4 })
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ key: 'AUTUMN-FREE', trials: 4, active: true, expiresAt: null, redeemed: 0, link: '/?trialKey=AUTUMN-FREE' })

    const client = await h.clientToken()
    expect((await redeem('AUTUMN-FREE', client)).data).toEqual({ redeemTrialKey: { balanceTrials: 4 } })
    expect((await keys()).find((k) => k.key === 'AUTUMN-FREE')).toMatchObject({ redeemed: 1 })

    const off = await h.call('PUT', '/api/admin/money/trial-keys/AUTUMN-FREE/active', { active: false })
    expect(off.body).toMatchObject({ active: false, redeemed: 1 })
    const second = await h.clientToken()
    const refused = await redeem('AUTUMN-FREE', second)
    expect(refused.errors?.[0]?.message).toBeTruthy()
    const on = await h.call('PUT', '/api/admin/money/trial-keys/AUTUMN-FREE/active', { active: true })
    expect(on.body).toMatchObject({ active: true })
    expect((await redeem('AUTUMN-FREE', second)).data).toEqual({ redeemTrialKey: { balanceTrials: 4 } })
    expect((await keys()).find((k) => k.key === 'AUTUMN-FREE')).toMatchObject({ redeemed: 2 })

    expect((await h.audit('trial_key.create')).map((e) => [e.outcome, e.target_id])).toEqual([['ok', 'AUTUMN-FREE']])
    expect((await h.audit('trial_key.deactivate'))[0]).toMatchObject({ outcome: 'ok', before: { active: true }, after: { active: false } })
    expect((await h.audit('trial_key.activate'))[0]).toMatchObject({ outcome: 'ok', after: { active: true } })
  })

  it('refuses bad input in Russian, a taken key in any case, an unknown key, and a client', async () => {
    await ready()
    for (const body of [{ key: 'с пробелом', trials: 3 }, { key: 'OK', trials: 0 }, { key: 'OK', trials: 1001 }, { key: 'OK', trials: 2, extra: 1 }, { key: 'OK', trials: 2, expiresAt: 'завтра' }, {}]) {
      const res = await h.call('POST', '/api/admin/money/trial-keys', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(isRussian(res.body.error.message), res.body.error.message).toBe(true)
    }
    const bodyless = await h.call('POST', '/api/admin/money/trial-keys', '')
    expect(bodyless.status).toBe(400)
    expect((await h.call('POST', '/api/admin/money/trial-keys', { key: 'SPRING', trials: 2, expiresAt: '2030-01-01T00:00:00Z' })).body).toMatchObject({ expiresAt: '2030-01-01T00:00:00.000Z' })
    const taken = await h.call('POST', '/api/admin/money/trial-keys', { key: 'spring', trials: 2 })
    expect(taken).toMatchObject({ status: 409, body: { error: { message: 'Такой ключ уже есть' } } })
    expect((await h.call('PUT', '/api/admin/money/trial-keys/NO-SUCH/active', { active: false })).status).toBe(404)
    // The same new key sent twice at once: one is made, the other refused in Russian, never a 500.
    const both = await Promise.all([0, 1].map(() => h.call('POST', '/api/admin/money/trial-keys', { key: 'TWICE-AT-ONCE', trials: 2 })))
    expect(both.map((r) => r.status).sort()).toEqual([201, 409])

    const unknown = h.unknownBody
    for (const [method, path, body] of [['GET', '/api/admin/money/trial-keys'], ['POST', '/api/admin/money/trial-keys', { key: 'CLIENT', trials: 5 }], ['PUT', '/api/admin/money/trial-keys/SPRING/active', { active: false }]] as const) {
      const res = await h.call(method, path, body, await h.clientToken())
      expect(res.status, `${method} ${path}`).toBe(404)
      expect(JSON.stringify(res.body)).toBe(unknown)
    }
    expect((await keys()).map((k) => k.key)).not.toContain('CLIENT')
    expect((await keys()).find((k) => k.key === 'SPRING')).toMatchObject({ active: true })
  })
})
