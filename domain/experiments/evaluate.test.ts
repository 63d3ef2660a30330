import { describe, expect, it } from 'vitest'
import { ZFeatureDefinitions, type TFeatureDefinitions } from './definitions'
import { evaluateFeature, experimentsOf } from './evaluate'
import { ABC_TARIFFS_FEATURE, TRAINING_MODE_FEATURE, parseFeatureOverrides } from './known-features'

const abc: TFeatureDefinitions = {
  [ABC_TARIFFS_FEATURE]: { defaultValue: 'a', rules: [{ key: ABC_TARIFFS_FEATURE, variations: ['a', 'b', 'c'], weights: [1 / 3, 1 / 3, 1 / 3], coverage: 1 }] },
  [TRAINING_MODE_FEATURE]: { defaultValue: false },
}

describe('evaluateFeature', () => {
  // Cases "empty experiment rule - a/b/c" and "force rules - coverage included/excluded" of GrowthBook's published
  // packages/sdk-js/test/cases.json (github.com/growthbook/growthbook).
  it('assigns the published variations of an empty experiment rule', () => {
    const definitions = { feature: { rules: [{ variations: ['a', 'b', 'c'] }] } }
    const run = (id: string) => evaluateFeature({ definitions, key: 'feature', attributes: { id } })
    expect(run('123')).toMatchObject({ value: 'c', source: 'experiment', experimentResult: { variationId: 2, inExperiment: true, hashUsed: true, experimentKey: 'feature' } })
    expect(run('456')).toMatchObject({ value: 'a', experimentResult: { variationId: 0 } })
    expect(run('fds')).toMatchObject({ value: 'b', experimentResult: { variationId: 1 } })
  })

  it('applies a force rule with coverage only to the ids inside it (published cases)', () => {
    const definitions = { feature: { defaultValue: 2, rules: [{ force: 1, coverage: 0.5 }] } }
    expect(evaluateFeature({ definitions, key: 'feature', attributes: { id: '3' } })).toMatchObject({ value: 1, source: 'force' })
    expect(evaluateFeature({ definitions, key: 'feature', attributes: { id: '1' } })).toMatchObject({ value: 2, source: 'defaultValue' })
    expect(evaluateFeature({ definitions, key: 'feature', attributes: {} })).toMatchObject({ value: 2, source: 'defaultValue' })
  })

  it('forces without coverage, and checks conditions', () => {
    const definitions = { f: { defaultValue: false, rules: [{ condition: { loggedIn: true }, force: true }] } }
    expect(evaluateFeature({ definitions, key: 'f', attributes: { loggedIn: true } }).value).toBe(true)
    expect(evaluateFeature({ definitions, key: 'f', attributes: { loggedIn: false } }).value).toBe(false)
    const inList = { f: { defaultValue: 0, rules: [{ condition: { country: { $in: ['RU', 'KZ'] } }, force: 7 }] } }
    expect(evaluateFeature({ definitions: inList, key: 'f', attributes: { country: 'KZ' } }).value).toBe(7)
    expect(evaluateFeature({ definitions: inList, key: 'f', attributes: { country: 'US' } }).value).toBe(0)
  })

  it('gives the same id the same variation every time, and another hash attribute when told', () => {
    const first = evaluateFeature({ definitions: abc, key: ABC_TARIFFS_FEATURE, attributes: { id: 'fp-0123456789' } })
    for (let i = 0; i < 5; i++) expect(evaluateFeature({ definitions: abc, key: ABC_TARIFFS_FEATURE, attributes: { id: 'fp-0123456789' } })).toEqual(first)
    const byUser = { f: { rules: [{ variations: [0, 1], hashAttribute: 'userId' }] } }
    expect(evaluateFeature({ definitions: byUser, key: 'f', attributes: { id: 'x' } }).source).toBe('defaultValue')
    expect(evaluateFeature({ definitions: byUser, key: 'f', attributes: { userId: 'x' } }).experimentResult?.hashValue).toBe('x')
  })

  it('spreads 30 000 ids about equally over a, b and c (v1 and v2 hashing)', () => {
    for (const hashVersion of [1, 2] as const) {
      const definitions = { t: { defaultValue: 'a', rules: [{ variations: ['a', 'b', 'c'], hashVersion }] } }
      const counts: Record<string, number> = { a: 0, b: 0, c: 0 }
      for (let i = 0; i < 30_000; i++) counts[evaluateFeature({ definitions, key: 't', attributes: { id: `anon-${i}-${(i * 7919) % 104729}` } }).value as string]! += 1
      for (const n of Object.values(counts)) expect(Math.abs(n - 10_000)).toBeLessThan(600)
    }
  })

  it('leaves ids outside the coverage on the default, and an id-less caller too', () => {
    const definitions = { t: { defaultValue: 'a', rules: [{ variations: ['a', 'b', 'c'], coverage: 0 }] } }
    expect(evaluateFeature({ definitions, key: 't', attributes: { id: 'someone' } })).toEqual({ value: 'a', source: 'defaultValue' })
    expect(evaluateFeature({ definitions: abc, key: ABC_TARIFFS_FEATURE, attributes: {} })).toEqual({ value: 'a', source: 'defaultValue' })
  })

  it('honours a namespace', () => {
    const rule = { variations: ['x', 'y'], namespace: ['ns', 0, 0.5] as [string, number, number] }
    const inside = { f: { rules: [rule] } }
    const outside = { f: { rules: [{ ...rule, namespace: ['ns', 0.5, 1] as [string, number, number] }] } }
    let insideCount = 0
    for (let i = 0; i < 200; i++) {
      const a = evaluateFeature({ definitions: inside, key: 'f', attributes: { id: `u${i}` } }).source === 'experiment'
      const b = evaluateFeature({ definitions: outside, key: 'f', attributes: { id: `u${i}` } }).source === 'experiment'
      expect(a).not.toBe(b)
      if (a) insideCount++
    }
    expect(insideCount).toBeGreaterThan(50)
    expect(insideCount).toBeLessThan(150)
  })

  it('answers an unknown feature with null, never throwing', () => {
    expect(evaluateFeature({ definitions: abc, key: 'no-such-feature', attributes: { id: '1' } })).toEqual({ value: null, source: 'unknownFeature' })
    expect(evaluateFeature({ definitions: abc, key: '__proto__', attributes: { id: '1' } })).toEqual({ value: null, source: 'unknownFeature' })
  })

  it('applies a gbFeature override, naming the forced variation', () => {
    const overrides = parseFeatureOverrides(`${ABC_TARIFFS_FEATURE}:c,${TRAINING_MODE_FEATURE}:on,nope:1,bad`, abc)
    expect([...overrides.keys()]).toEqual([ABC_TARIFFS_FEATURE, TRAINING_MODE_FEATURE])
    const tariff = evaluateFeature({ definitions: abc, key: ABC_TARIFFS_FEATURE, attributes: { id: 'z' }, override: overrides.get(ABC_TARIFFS_FEATURE) })
    expect(tariff).toMatchObject({ value: 'c', source: 'override', experimentResult: { variationId: 2, hashUsed: false } })
    expect(evaluateFeature({ definitions: abc, key: TRAINING_MODE_FEATURE, attributes: {}, override: overrides.get(TRAINING_MODE_FEATURE) }).value).toBe(true)
    expect(parseFeatureOverrides(`${TRAINING_MODE_FEATURE}:maybe`, abc).size).toBe(0)
    expect(parseFeatureOverrides('x'.repeat(600), abc).size).toBe(0)
  })

  it('lists the experiments of a document with their variation counts', () => {
    expect(experimentsOf(abc)).toEqual(new Map([[ABC_TARIFFS_FEATURE, 3]]))
  })
})

describe('ZFeatureDefinitions', () => {
  it('accepts the GrowthBook shape and refuses unknown rule fields and operators', () => {
    expect(ZFeatureDefinitions.safeParse(abc).success).toBe(true)
    expect(ZFeatureDefinitions.safeParse({ f: { rules: [{ force: 1, surprise: true }] } }).success).toBe(false)
    expect(ZFeatureDefinitions.safeParse({ f: { rules: [{ force: 1, condition: { age: { $gt: 3 } } }] } }).success).toBe(false)
    expect(ZFeatureDefinitions.safeParse({ 'bad key!': {} }).success).toBe(false)
  })
})
