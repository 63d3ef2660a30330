// The feature definitions document (GrowthBook's `features` payload, the subset this product uses): stored per
// environment in public.feature_definitions, served to browsers by GET /api/features, validated here on both sides.
import { z } from 'zod'

const ZKey = z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/)
const ZPrimitive = z.union([z.string().max(200), z.number(), z.boolean(), z.null()])

/** Conditions: attribute equals a value, or is one of `$in`. Other operators are not supported: such a rule is refused. */
const ZCondition = z.record(z.string().max(100), z.union([ZPrimitive, z.strictObject({ $in: z.array(ZPrimitive).max(100) })]))

const ZRule = z.strictObject({
  id: z.string().max(100).optional(),
  condition: ZCondition.optional(),
  /** A force rule (optionally a gradual rollout when `coverage` is set) … */
  force: z.unknown().optional(),
  /** … or an experiment rule: the user gets one of the variations. */
  variations: z.array(z.unknown()).min(1).max(20).optional(),
  weights: z.array(z.number().min(0).max(1)).max(20).optional(),
  key: ZKey.optional(),
  coverage: z.number().optional(),
  hashAttribute: z.string().max(100).optional(),
  hashVersion: z.union([z.literal(1), z.literal(2)]).optional(),
  seed: z.string().max(200).optional(),
  namespace: z.tuple([z.string().max(100), z.number(), z.number()]).optional(),
})

const ZFeature = z.strictObject({
  defaultValue: z.unknown().optional(),
  rules: z.array(ZRule).max(50).optional(),
})

export const ZFeatureDefinitions = z.record(ZKey, ZFeature).refine((v) => Object.keys(v).length <= 200, 'не больше 200 флагов')

export type TFeatureRule = z.infer<typeof ZRule>
export type TFeatureDefinitions = z.infer<typeof ZFeatureDefinitions>
