// The back-office's experiment form: one environment's feature definitions as JSON text, checked by the very schema the
// evaluator and GET /api/features use (domain/experiments/definitions.ts), plus what the evaluator would otherwise
// ignore silently (weights that do not match the variations or do not add up to 1, a coverage outside 0…1). Every
// refusal is a Russian sentence naming the place in the document.
import { z } from 'zod'
import { ZFeatureDefinitions, type TFeatureDefinitions } from '../experiments/definitions'
import { ZVersion } from './tariffs'

export const ZUpdateFeatureDefinitionsInput = z.strictObject(
  { version: ZVersion, json: z.string({ error: 'Вставь определения в формате JSON' }).max(200_000, 'Определения — не больше 200 000 символов') },
  { error: 'Лишнее поле в форме экспериментов' },
)

const where = (path: readonly PropertyKey[]) => (path.length ? `«${path.map(String).join(' → ')}»` : 'документ')

function russian(issue: z.core.$ZodIssue): string {
  const at = where(issue.path)
  switch (issue.code) {
    case 'invalid_type':
      return `${at}: ожидается ${({ object: 'объект', array: 'массив', string: 'строка', number: 'число', boolean: 'true или false' } as Record<string, string>)[issue.expected] ?? issue.expected}`
    case 'unrecognized_keys':
      return `${at}: неизвестное поле ${issue.keys.map((k) => `«${k}»`).join(', ')}`
    case 'invalid_key':
      return `${at}: имя флага — латиница, цифры и _ . : -, до 100 символов`
    case 'invalid_format':
      return `${at}: недопустимое значение`
    case 'too_big':
      return `${at}: слишком ${issue.origin === 'number' ? 'большое число' : 'длинно'} (не больше ${String(issue.maximum)})`
    case 'too_small':
      return `${at}: слишком ${issue.origin === 'number' ? 'маленькое число' : 'коротко'} (не меньше ${String(issue.minimum)})`
    case 'invalid_union':
      return `${at}: значение не подходит ни под один вариант`
    default:
      return `${at}: ${issue.message}`
  }
}

/** The definitions, or a Russian message saying what is wrong and where. */
export function parseFeatureDefinitions(json: string): { ok: true; value: TFeatureDefinitions } | { ok: false; message: string } {
  let raw: unknown
  try {
    raw = JSON.parse(json)
  } catch (e) {
    return { ok: false, message: `Это не JSON: ${(e as Error).message}` }
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, message: 'Определения — объект: имя флага → его описание' }
  const parsed = ZFeatureDefinitions.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    return { ok: false, message: issue.code === 'custom' ? 'Не больше 200 флагов' : russian(issue) }
  }
  for (const [key, feature] of Object.entries(parsed.data)) {
    for (const [i, rule] of (feature.rules ?? []).entries()) {
      const at = `«${key} → rules → ${i}»`
      if (rule.coverage !== undefined && (rule.coverage < 0 || rule.coverage > 1)) return { ok: false, message: `${at}: coverage — число от 0 до 1` }
      if (rule.weights && !rule.variations) return { ok: false, message: `${at}: weights без variations` }
      if (rule.variations && rule.weights) {
        if (rule.weights.length !== rule.variations.length) return { ok: false, message: `${at}: весов ${rule.weights.length}, а вариантов ${rule.variations.length}` }
        const sum = rule.weights.reduce((a, b) => a + b, 0)
        if (sum < 0.99 || sum > 1.01) return { ok: false, message: `${at}: сумма весов ${sum.toFixed(4)}, а должна быть 1` }
      }
      if (rule.force === undefined && !rule.variations) return { ok: false, message: `${at}: правило без force и без variations ничего не делает` }
    }
  }
  return { ok: true, value: parsed.data }
}

export type TAdminFeatureDefinitions = { environment: string; features: TFeatureDefinitions; version: number; updatedAt: string }
