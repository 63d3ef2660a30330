// Experiments over HTTP: GET /api/features, the tariff list by the caller's abc-tariffs-3475 variation (and the
// address's tariffGroup over it), exposures stored once and only for the caller's own id, overrides never in production.
import { describe, expect, it } from 'vitest'
import { createApp } from '../../edge/app'
import { evaluateFeature } from '../../domain/experiments/evaluate'
import { ZFeatureDefinitions } from '../../domain/experiments/definitions'
import { ABC_TARIFFS_FEATURE, TARIFF_PRICE_IDS } from '../../domain/experiments/known-features'
import { evaluateForCaller } from '../../edge/experiments/evaluate-for-caller'
import { tariffGroupForCaller } from '../../edge/experiments/tariff-group-for-caller'
import { pageHashIds } from '../../domain/experiment-cookies'
import { withSettings } from '../helpers/app-deps'
import type { TestDb } from '../helpers/test-db'
import { fromPeer, useTestApp, type TTestApp } from '../helpers/test-app'
import type { AppDeps } from '../../edge/context'
import { bearer, freshFingerprint, freshPhone, fromIp, gql, signInByPhone } from './auth-support'

let t: TestDb
let app: TTestApp
let deps: AppDeps
useTestApp((made) => ({ t, app, deps } = made))

const TARIFFS = `query($g: String, $e: String) { subscriptionTypes(tariffGroup: $g, experimentGroup: $e) { productPriceId tariffGroup } }`
const ANON = `mutation($a: String!, $e: String!, $v: Int!) { recordAnonExperiment(anonymousId: $a, experimentId: $e, variationId: $v) }`
const USER = `mutation($e: String!, $u: String!, $v: Int!) { recordUserExperiment(experimentId: $e, userId: $u, variationId: $v) }`

const definitions = async () => ZFeatureDefinitions.parse(((await (await app.request('/api/features')).json()) as { features: unknown }).features)

/** A fresh id (a fingerprint, or a client's uuid) the seeded experiment puts in `variant`. */
async function fingerprintIn(variant: string, fresh: () => string = freshFingerprint): Promise<string> {
  const defs = await definitions()
  for (;;) {
    const fp = fresh()
    if (evaluateFeature({ definitions: defs, key: ABC_TARIFFS_FEATURE, attributes: { id: fp } }).value === variant) return fp
  }
}

const exposures = (subjectId: string) =>
  t.db.query<{ experiment_key: string; variation_id: number; subject_kind: string }>(
    `select experiment_key, variation_id, subject_kind from public.experiment_exposures where subject_id = $1`,
    [subjectId],
  )

const priceIds = async (headers: Record<string, string>, v: Record<string, string> = {}) =>
  (await gql(app, TARIFFS, v, headers)).data.subscriptionTypes.map((s: { productPriceId: number }) => s.productPriceId)

describe('GET /api/features', () => {
  it('serves the seeded definitions, cacheable, with an ETag that answers 304', async () => {
    const res = await app.request('/api/features')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=14340')
    const body = (await res.json()) as { features: Record<string, { defaultValue: unknown }>; overridesAllowed: boolean }
    expect(body.features[ABC_TARIFFS_FEATURE]?.defaultValue).toBe('a')
    expect(body.features['training-mode-3210']?.defaultValue).toBe(true)
    expect(body.overridesAllowed).toBe(true)
    const again = await app.request('/api/features', { headers: { 'if-none-match': res.headers.get('etag')! } })
    expect(again.status).toBe(304)
  })
})

describe('tariffs by the abc-tariffs-3475 variation', () => {
  it('shows each guest the tariffs of its variation and records the exposure once', async () => {
    for (const variant of ['a', 'b', 'c'] as const) {
      const fp = await fingerprintIn(variant)
      expect(await priceIds({ 'x-fingerprint': fp })).toEqual([...TARIFF_PRICE_IDS[variant]])
      expect(await priceIds({ 'x-fingerprint': fp })).toEqual([...TARIFF_PRICE_IDS[variant]])
      expect(await exposures(fp)).toEqual([{ experiment_key: ABC_TARIFFS_FEATURE, variation_id: ['a', 'b', 'c'].indexOf(variant), subject_kind: 'anon' }])
    }
  })

  it('lets the address tariffGroup win and records nothing then', async () => {
    const fp = await fingerprintIn('b')
    expect(await priceIds({ 'x-fingerprint': fp }, { g: 'c' })).toEqual([...TARIFF_PRICE_IDS.c])
    expect(await exposures(fp)).toEqual([])
  })

  it('gives a guest without an id the default group a', async () => {
    expect(await priceIds({})).toEqual([...TARIFF_PRICE_IDS.a])
  })

  it('forces the variation outside production only', async () => {
    const fp = await fingerprintIn('b')
    expect(await priceIds({ 'x-fingerprint': fp }, { e: 'c' })).toEqual([...TARIFF_PRICE_IDS.c])
    const prod = fromPeer(createApp(withSettings(deps, { APP_ENV: 'production' })))
    const res = await gql(prod, TARIFFS, { e: 'c' }, { 'x-fingerprint': fp })
    // Production has its own definitions row: the same experiment, the same hash, so the same variation b.
    expect(res.data.subscriptionTypes.map((s: { productPriceId: number }) => s.productPriceId)).toEqual([...TARIFF_PRICE_IDS.b])
  })

  it('ignores gbFeature in production and honours it elsewhere', async () => {
    const fp = await fingerprintIn('a')
    const caller = { role: 'anon' as const, fingerprint: fp }
    const gbFeature = `${ABC_TARIFFS_FEATURE}:c`
    expect((await evaluateForCaller({ deps, caller, key: ABC_TARIFFS_FEATURE, gbFeature })).value).toBe('c')
    const prodDeps = { ...deps, settings: { ...deps.settings, APP_ENV: 'production' as const } }
    expect((await evaluateForCaller({ deps: prodDeps, caller, key: ABC_TARIFFS_FEATURE, gbFeature })).value).toBe('a')
  })
})

describe('recordAnonExperiment / recordUserExperiment', () => {
  it('stores a guest exposure once, under its own fingerprint only', async () => {
    const fp = freshFingerprint()
    const other = freshFingerprint()
    const as = { 'x-fingerprint': fp }
    expect((await gql(app, ANON, { a: fp, e: ABC_TARIFFS_FEATURE, v: 1 }, as)).data.recordAnonExperiment).toBe(true)
    expect((await gql(app, ANON, { a: fp, e: ABC_TARIFFS_FEATURE, v: 2 }, as)).data.recordAnonExperiment).toBe(false)
    expect(await exposures(fp)).toEqual([{ experiment_key: ABC_TARIFFS_FEATURE, variation_id: 1, subject_kind: 'anon' }])
    expect((await gql(app, ANON, { a: other, e: ABC_TARIFFS_FEATURE, v: 1 }, as)).data.recordAnonExperiment).toBe(false)
    expect((await gql(app, ANON, { a: other, e: ABC_TARIFFS_FEATURE, v: 1 }, {})).data.recordAnonExperiment).toBe(false)
    expect(await exposures(other)).toEqual([])
  })

  it('ignores an unknown experiment or variation and answers normally', async () => {
    const fp = freshFingerprint()
    const as = { 'x-fingerprint': fp }
    for (const [e, v] of [['no-such-experiment', 0], [ABC_TARIFFS_FEATURE, 3], [ABC_TARIFFS_FEATURE, -1], ['training-mode-3210', 0], ['x'.repeat(500), 0]] as const) {
      const res = await gql(app, ANON, { a: fp, e, v }, as)
      expect(res.status).toBe(200)
      expect(res.errors).toBeUndefined()
      expect(res.data.recordAnonExperiment).toBe(false)
    }
    expect(await exposures(fp)).toEqual([])
  })

  it('stores a client exposure for itself only', async () => {
    const headers = bearer(await signInByPhone(app, t.db, freshPhone(), fromIp('10.88.0.1')))
    const id = (await gql(app, '{ me { id } }', {}, headers)).data.me.id as string
    expect((await gql(app, USER, { e: ABC_TARIFFS_FEATURE, u: id, v: 0 }, headers)).data.recordUserExperiment).toBe(true)
    expect((await gql(app, USER, { e: ABC_TARIFFS_FEATURE, u: id, v: 0 }, headers)).data.recordUserExperiment).toBe(false)
    expect((await gql(app, USER, { e: ABC_TARIFFS_FEATURE, u: crypto.randomUUID(), v: 0 }, headers)).data.recordUserExperiment).toBe(false)
    expect((await gql(app, USER, { e: ABC_TARIFFS_FEATURE, u: 'not-a-uuid', v: 0 }, headers)).data.recordUserExperiment).toBe(false)
    expect((await gql(app, USER, { e: ABC_TARIFFS_FEATURE, u: id, v: 0 }, {})).data.recordUserExperiment).toBe(false)
    expect(await exposures(id)).toEqual([{ experiment_key: ABC_TARIFFS_FEATURE, variation_id: 0, subject_kind: 'user' }])
  })

  it('stores one row when many requests race', async () => {
    const fp = freshFingerprint()
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => gql(app, ANON, { a: fp, e: ABC_TARIFFS_FEATURE, v: i % 3 }, { 'x-fingerprint': fp })))
    expect(results.filter((r) => r.data.recordAnonExperiment === true)).toHaveLength(1)
    expect(await exposures(fp)).toHaveLength(1)
  })

  it('lets nobody read or write another subject\'s exposures directly', async () => {
    const fp = freshFingerprint()
    await gql(app, ANON, { a: fp, e: ABC_TARIFFS_FEATURE, v: 1 }, { 'x-fingerprint': fp })
    const { asCaller } = await import('../../edge/db/port')
    const seen = await asCaller(t.db, { role: 'anon', fingerprint: freshFingerprint() }, (tx) => tx.query(`select * from public.experiment_exposures`))
    expect(seen).toEqual([])
    const own = await asCaller(t.db, { role: 'anon', fingerprint: fp }, (tx) => tx.query(`select subject_id from public.experiment_exposures`))
    expect(own).toEqual([{ subject_id: fp }])
    await expect(asCaller(t.db, { role: 'anon', fingerprint: fp }, (tx) => tx.query(`insert into public.experiment_exposures (subject_kind, subject_id, experiment_key, variation_id) values ('anon', $1, 'x', 0)`, [fp]))).rejects.toThrow()
    await expect(asCaller(t.db, { role: 'anon', fingerprint: fp }, (tx) => tx.query(`select private.record_anon_experiment($1, 'abc-tariffs-3475', 0)`, [freshFingerprint()]))).rejects.toThrow()
  })
})

describe('a page request hashed by its cookies (fp, xuid)', () => {
  const anon = { role: 'anon' as const }
  const valueFor = async (cookie: string, caller: Parameters<typeof evaluateForCaller>[0]['caller'] = anon) =>
    (await evaluateForCaller({ deps, caller, key: ABC_TARIFFS_FEATURE, pageIds: pageHashIds(cookie) })).value

  it('puts a page without a header id in the fingerprint cookie’s variation, and records no exposure for a cookie', async () => {
    for (const variant of ['b', 'c'] as const) {
      const fp = await fingerprintIn(variant)
      expect(await valueFor(`entry=x; fp=${fp}; other=1`)).toBe(variant)
      expect(await tariffGroupForCaller({ deps, caller: anon, pageIds: pageHashIds(`fp=${fp}`) })).toBe(variant)
      expect(await exposures(fp)).toEqual([])
    }
    expect(await valueFor('')).toBe('a')
  })

  it('refuses a malformed fingerprint cookie (the caller’s own pattern): the visitor has no id, so group a', async () => {
    const fp = await fingerprintIn('b')
    expect(await valueFor(`fp=${fp}!`)).toBe('a')
    expect(await valueFor(`fp=${fp.slice(0, 7)}`)).toBe(evaluateFeature({ definitions: await definitions(), key: ABC_TARIFFS_FEATURE, attributes: { id: null } }).value)
  })

  it('lets the signed-in client’s id cookie win over the fingerprint cookie, as the user id wins on a signed-in call', async () => {
    const fp = await fingerprintIn('b')
    const userId = await fingerprintIn('c', () => crypto.randomUUID())
    expect(await valueFor(`fp=${fp}; xuid=${userId}`)).toBe('c')
    expect(await valueFor(`fp=${fp}; xuid=not-a-uuid`)).toBe('b')
  })

  it('never lets a cookie override the verified caller: the header fingerprint and the token’s user id win', async () => {
    const header = await fingerprintIn('b')
    const cookie = await fingerprintIn('c')
    expect(await valueFor(`fp=${cookie}`, { role: 'anon', fingerprint: header })).toBe('b')
    const userId = await fingerprintIn('a', () => crypto.randomUUID())
    const other = await fingerprintIn('c', () => crypto.randomUUID())
    expect(await valueFor(`fp=${cookie}; xuid=${other}`, { role: 'authenticated', userId, fingerprint: null, claims: {} })).toBe('a')
  })
})
