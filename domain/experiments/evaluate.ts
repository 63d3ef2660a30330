// Feature evaluation as GrowthBook documents it: the first rule that applies wins (a force rule, a rollout, or an
// experiment that takes the user in), else the feature's defaultValue. Pure: the callers bring the definitions.
import type { TFeatureDefinitions, TFeatureRule } from './definitions'
import { bucketRanges, chooseVariation, gbHash, inNamespace } from './hash'

export type TAttributes = Readonly<Record<string, string | number | boolean | null | undefined>>

export type TExperimentResult = {
  experimentKey: string
  /** Index of the variation in the rule's `variations`. */
  variationId: number
  value: unknown
  inExperiment: boolean
  /** False when the variation was forced (override) rather than drawn from the hash. */
  hashUsed: boolean
  hashAttribute: string
  hashValue: string
}

type TFeatureSource = 'unknownFeature' | 'defaultValue' | 'force' | 'experiment' | 'override'

export type TFeatureResult = { value: unknown; source: TFeatureSource; ruleId?: string; experimentResult?: TExperimentResult }

const conditionHolds = (rule: TFeatureRule, attributes: TAttributes): boolean =>
  Object.entries(rule.condition ?? {}).every(([name, expected]) => {
    const actual = attributes[name] ?? null
    if (expected !== null && typeof expected === 'object') return expected.$in.some((v) => v === actual)
    return actual === expected
  })

const hashValueOf = (attributes: TAttributes, hashAttribute: string): string => {
  const v = attributes[hashAttribute]
  return v === null || v === undefined ? '' : String(v)
}

/** The experiment an experiment rule runs, or null when it does not take this user in. */
function runExperimentRule(featureKey: string, rule: TFeatureRule, attributes: TAttributes): TExperimentResult | null {
  const variations = rule.variations ?? []
  if (variations.length < 2) return null
  const experimentKey = rule.key ?? featureKey
  const hashAttribute = rule.hashAttribute ?? 'id'
  const hashValue = hashValueOf(attributes, hashAttribute)
  if (!hashValue) return null
  if (rule.namespace && !inNamespace(hashValue, rule.namespace)) return null
  const n = gbHash(rule.seed ?? experimentKey, hashValue, rule.hashVersion ?? 1)
  const variationId = chooseVariation(n, bucketRanges(variations.length, rule.coverage ?? 1, rule.weights))
  if (variationId < 0) return null
  return { experimentKey, variationId, value: variations[variationId], inExperiment: true, hashUsed: true, hashAttribute, hashValue }
}

/** A force rule with a coverage is a gradual rollout: only ids hashing under the coverage get the forced value. */
function rolloutTakes(featureKey: string, rule: TFeatureRule, attributes: TAttributes): boolean {
  if (rule.coverage === undefined) return true
  const hashValue = hashValueOf(attributes, rule.hashAttribute ?? 'id')
  if (!hashValue) return false
  return gbHash(rule.seed ?? featureKey, hashValue, rule.hashVersion ?? 1) <= rule.coverage
}

export type TEvaluateOpts = {
  definitions: TFeatureDefinitions
  key: string
  attributes: TAttributes
  /** A forced value (the gbFeature address override outside production), already parsed for this feature. */
  override?: { value: unknown } | null
}

export function evaluateFeature({ definitions, key, attributes, override }: TEvaluateOpts): TFeatureResult {
  const feature = Object.hasOwn(definitions, key) ? definitions[key] : undefined
  if (!feature) return { value: null, source: 'unknownFeature' }
  if (override) return { value: override.value, source: 'override', experimentResult: forcedVariation(key, feature.rules ?? [], override.value, attributes) }
  for (const rule of feature.rules ?? []) {
    if (!conditionHolds(rule, attributes)) continue
    if ('force' in rule) {
      if (rolloutTakes(key, rule, attributes)) return { value: rule.force, source: 'force', ruleId: rule.id }
      continue
    }
    if (rule.variations) {
      const result = runExperimentRule(key, rule, attributes)
      if (result) return { value: result.value, source: 'experiment', ruleId: rule.id, experimentResult: result }
    }
  }
  return { value: feature.defaultValue ?? null, source: 'defaultValue' }
}

/** An override that names one of an experiment's variations puts the user in that variation, without hashing. */
function forcedVariation(featureKey: string, rules: readonly TFeatureRule[], value: unknown, attributes: TAttributes): TExperimentResult | undefined {
  for (const rule of rules) {
    const variationId = rule.variations?.findIndex((v) => v === value) ?? -1
    if (variationId < 0) continue
    const hashAttribute = rule.hashAttribute ?? 'id'
    return { experimentKey: rule.key ?? featureKey, variationId, value, inExperiment: true, hashUsed: false, hashAttribute, hashValue: hashValueOf(attributes, hashAttribute) }
  }
  return undefined
}

/** The experiments a definitions document runs: key → number of variations (to check a recorded exposure against). */
export function experimentsOf(definitions: TFeatureDefinitions): Map<string, number> {
  const out = new Map<string, number>()
  for (const [featureKey, feature] of Object.entries(definitions))
    for (const rule of feature.rules ?? []) if (rule.variations && rule.variations.length >= 2) out.set(rule.key ?? featureKey, rule.variations.length)
  return out
}
