// The two features the spec names (platform.md §3 Experiments) with their defaults, and the gbFeature address override.
import type { TTariffGroup } from '../money/tariffs'
import type { TFeatureDefinitions } from './definitions'

export const TRAINING_MODE_FEATURE = 'training-mode-3210'
export const ABC_TARIFFS_FEATURE = 'abc-tariffs-3475'

/** What each feature is when the definitions are missing, unreadable or say nothing: training off, tariff group a. */
export const FEATURE_DEFAULTS = { [TRAINING_MODE_FEATURE]: false, [ABC_TARIFFS_FEATURE]: 'a' } as const

/** The productPriceId set of each variant of abc-tariffs-3475 (spec §3: 9-11, 16-18, 19-21; public.subscription_types). */
export const TARIFF_PRICE_IDS: Record<TTariffGroup, readonly number[]> = { a: [9, 10, 11], b: [16, 17, 18], c: [19, 20, 21] }

/** The query parameter that forces features outside production: `?gbFeature=abc-tariffs-3475:b,training-mode-3210:on`. */
export const GB_FEATURE_PARAM = 'gbFeature'

const MAX_OVERRIDE_LENGTH = 500

/**
 * Forced values from a gbFeature value, typed by each feature's default (true/false/on/off/1/0 for a boolean, a number
 * for a number, else the text). Unknown features and malformed pairs are left out; the caller logs them if it wants.
 */
export function parseFeatureOverrides(raw: string | null | undefined, definitions: TFeatureDefinitions): Map<string, { value: unknown }> {
  const out = new Map<string, { value: unknown }>()
  if (!raw || raw.length > MAX_OVERRIDE_LENGTH) return out
  for (const pair of raw.split(',')) {
    const at = pair.indexOf(':')
    if (at <= 0) continue
    const key = pair.slice(0, at).trim()
    const text = pair.slice(at + 1).trim()
    if (!Object.hasOwn(definitions, key)) continue
    const value = typed(text, definitions[key]?.defaultValue ?? (FEATURE_DEFAULTS as Record<string, unknown>)[key])
    if (value !== undefined) out.set(key, { value })
  }
  return out
}

function typed(text: string, sample: unknown): unknown {
  if (typeof sample === 'boolean') {
    if (['on', 'true', '1'].includes(text)) return true
    if (['off', 'false', '0'].includes(text)) return false
    return undefined
  }
  if (typeof sample === 'number') {
    const n = Number(text)
    return text !== '' && Number.isFinite(n) ? n : undefined
  }
  return text || undefined
}
