// The landing's placement p (platform.md §2: 1–64 of letters, digits, _ and -) goes with the registration params
// (getParamsWhenRegister) of a phone, e-mail or OAuth sign-up; a malformed one is dropped without refusing the sign-in.
import { describe, expect, it } from 'vitest'
import type { TestDb } from '../helpers/test-db'
import { createYandexFake, yandexSettings } from '../fakes/yandex-id'
import { useFakes, useTestApp, type TTestApp } from '../helpers/test-app'
import { bearer, freshEmail, freshPhone, fromIp, gql, ME, oauthRoundTrip, outboxCode, REQUEST_CODE, REQUEST_TOKEN } from './auth-support'

const yandex = createYandexFake({ clientId: 'ya-client', clientSecret: 'ya-secret', user: { id: '1130000055550000', login: 'placement' } })
const [provider] = await useFakes(yandex.app)

let t: TestDb
let app: TTestApp
useTestApp((made) => ({ t, app } = made), { APP_URL: 'http://kampus.test', ...yandexSettings(provider.url) })

type TParam = { name: string; value: string }
const byName = (params: TParam[]) => [...params].sort((a, b) => a.name.localeCompare(b.name))

const MALFORMED = ['<script>', 'a'.repeat(65), 'partner 1', 'партнёр', '']

let n = 0
/** Signs up by a code for a fresh phone or e-mail with these getParams; answers the new account's registration params. */
async function signUpByCode(kind: 'phone' | 'email', getParams: TParam[]): Promise<TParam[]> {
  const contact = kind === 'phone' ? { phone: freshPhone() } : { email: freshEmail() }
  const headers = fromIp(`10.97.0.${++n}`)
  const sent = await gql(app, REQUEST_CODE, { ...contact, getParams, consentToTheProcessingOfPersonalData: true }, headers)
  expect(sent.errors).toBeUndefined()
  const code = await outboxCode(t.db, kind === 'phone' ? contact.phone! : contact.email!)
  const res = await gql(app, REQUEST_TOKEN, { ...contact, code }, headers)
  expect(res.errors).toBeUndefined()
  return (await gql(app, ME, {}, bearer(res.data.requestApiToken.token))).data.me.getParamsWhenRegister
}

/** Signs up through the Yandex fake as a new person with these getParams (save-params' object form). */
async function signUpByYandex(getParams: Record<string, string>): Promise<TParam[]> {
  const id = `11300000555${String(++n).padStart(5, '0')}`
  yandex.user = { id, login: `placement-${n}` }
  const back = await oauthRoundTrip(app, { params: { getParams, consentToTheProcessingOfPersonalData: true }, ip: `10.97.1.${n}` })
  expect(back.searchParams.get('auth_token_id')).toBeTruthy()
  const [row] = await t.db.query<{ params: Record<string, string> }>('select get_params_when_register as params from public.users where yandex_id = $1', [id])
  return Object.entries(row!.params).map(([name, value]) => ({ name, value }))
}

describe('the placement p with the registration params', () => {
  for (const kind of ['phone', 'email'] as const) {
    it(`${kind}: keeps a good one and drops a malformed one, signing up either way`, async () => {
      expect(byName(await signUpByCode(kind, [{ name: 'p', value: 'partner_1' }, { name: 'utm_source', value: 'vk' }]))).toEqual([
        { name: 'p', value: 'partner_1' },
        { name: 'utm_source', value: 'vk' },
      ])
      for (const bad of MALFORMED) {
        expect(await signUpByCode(kind, [{ name: 'p', value: bad }, { name: 'utm_source', value: 'vk' }]), bad).toEqual([{ name: 'utm_source', value: 'vk' }])
      }
    })
  }

  it('OAuth: keeps a good one and drops a malformed one, signing up either way', async () => {
    expect(byName(await signUpByYandex({ p: 'slot-7', cid: 'c1' }))).toEqual([
      { name: 'cid', value: 'c1' },
      { name: 'p', value: 'slot-7' },
    ])
    for (const bad of MALFORMED) expect(await signUpByYandex({ p: bad, cid: 'c1' }), bad).toEqual([{ name: 'cid', value: 'c1' }])
  })
})
