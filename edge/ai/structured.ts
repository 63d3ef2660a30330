// Structured output: pull JSON out of a model's answer, validate it by zod, and ask once for a repair.
import type { z } from 'zod'
import { AiError } from './errors'
import type { TAiObjectCall } from './port'

export type TChatMessage = { role: 'system' | 'user' | 'assistant'; content: string }

/** Parses a JSON object from model text: plain JSON, a ```json fence, or the outermost {...} inside prose. */
function extractJson(text: string): unknown {
  const trimmed = text.trim()
  const candidates = [trimmed]
  const fence = /```(?:json)?\s*([\s\S]*?)```/i.exec(trimmed)
  if (fence?.[1]) candidates.push(fence[1].trim())
  const first = trimmed.indexOf('{')
  const last = trimmed.lastIndexOf('}')
  if (first >= 0 && last > first) candidates.push(trimmed.slice(first, last + 1))
  for (const c of candidates) {
    try {
      return JSON.parse(c)
    } catch {
      // try the next shape
    }
  }
  throw new SyntaxError('no JSON object in the answer')
}

type TCheck<T> = { ok: true; value: T } | { ok: false; problem: string }

function checkAgainst<S extends z.ZodType>(schema: S, text: string): TCheck<z.infer<S>> {
  let raw: unknown
  try {
    raw = extractJson(text)
  } catch {
    return { ok: false, problem: 'ответ не является JSON-объектом' }
  }
  const parsed = schema.safeParse(raw)
  if (parsed.success) return { ok: true, value: parsed.data }
  const problem = parsed.error.issues
    .slice(0, 8)
    .map((i) => `${i.path.join('.') || '(корень)'}: ${i.message}`)
    .join('; ')
  return { ok: false, problem }
}

const JSON_INSTRUCTION =
  'Верни только JSON-объект без пояснений и без markdown. Все строки внутри JSON пиши на русском языке.'

/**
 * Runs `complete` (one chat request returning the answer text), validates it, and on malformed JSON or a
 * schema mismatch asks once more with the problem spelled out; the second failure is AiError('bad_output').
 */
export async function generateValidated<S extends z.ZodType>(
  call: TAiObjectCall<S>,
  complete: (messages: TChatMessage[]) => Promise<string>,
): Promise<z.infer<S>> {
  const messages: TChatMessage[] = [
    { role: 'system', content: `${call.system}\n\n${JSON_INSTRUCTION}` },
    { role: 'user', content: call.prompt },
  ]
  const first = await complete(messages)
  const checked = checkAgainst(call.schema, first)
  if (checked.ok) return checked.value
  const repair: TChatMessage[] = [
    ...messages,
    { role: 'assistant', content: first },
    {
      role: 'user',
      content: `Ответ не прошел проверку: ${checked.problem}. Исправь ответ и верни только корректный JSON-объект той же структуры, на русском языке.`,
    },
  ]
  const second = await complete(repair)
  const again = checkAgainst(call.schema, second)
  if (again.ok) return again.value
  throw new AiError('bad_output', `task ${call.task}: answer failed validation after a repair try (${again.problem})`)
}
