// aiAssistantTextRewrite, TextExtender, TextShortener and TextCustomEdit (orders.md §7 AI editor): a signed-in client's
// passage (and instruction) through the AI port, answered as the new passage. Nothing is stored: the panel applies the
// answer through SaveEditedAiEssayOrderFinalText. Rate-limited per client so the editor is not a free LLM proxy; a
// provider failure answers the spec's default message and leaves the text as it was.
import type { AppDeps } from '../../context'
import { asService, type Caller } from '../../db/port'
import { AppError } from '../../http/errors'
import { checkAllowed } from '../../auth/assert-allowed'
import { DAY, takeRateLimits, type TWindow } from '../../auth/rate-limit'
import { AiError } from '../../ai/errors'
import { textCall } from '../../ai/prompts/prompt'
import { PROMPTS } from '../../ai/prompts/registry'
import { AI_EDITOR_MESSAGES, ZAiEditorInstruction, ZAiEditorText, type TAiEditorRewriteType } from '../../../domain/essay/ai-editor'
import { parseOrderInput } from '../../orders/parse-order-input'

const SIGN_IN = 'Войди, чтобы редактировать работу с ИИ'
const TOO_MANY = 'Слишком много запросов к редактору. Передохни немного и попробуй снова'

export const AI_EDITOR_WINDOWS: TWindow[] = [
  { name: 'minute', seconds: 60, max: 12 },
  { name: 'day', seconds: DAY, max: 300 },
]

const PROMPT_OF = {
  rewrite: PROMPTS.essayEditorRewrite,
  extender: PROMPTS.essayEditorExtend,
  shortener: PROMPTS.essayEditorShorten,
} as const

export async function aiAssistantEdit(o: { deps: AppDeps; caller: Caller; type: TAiEditorRewriteType; text: unknown; task?: unknown }): Promise<string> {
  if (o.caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED', SIGN_IN)
  const userId = o.caller.userId
  const text = parseOrderInput(ZAiEditorText, o.text)
  const task = o.type === 'custom' ? parseOrderInput(ZAiEditorInstruction, o.task) : null
  await asService(o.deps.db, async (tx) => {
    await checkAllowed(tx, userId, 'orders')
    const wait = await takeRateLimits(tx, `ai-editor:${userId}`, AI_EDITOR_WINDOWS)
    if (wait !== null) throw new AppError('TOO_MANY_ATTEMPTS', TOO_MANY, { retryAfterSeconds: wait })
  })
  const call = task !== null ? textCall(PROMPTS.essayEditorCustom, { text, task }) : textCall(PROMPT_OF[o.type as Exclude<TAiEditorRewriteType, 'custom'>], { text })
  let answer: string
  try {
    answer = (await o.deps.ports.ai.generateText(call)).trim()
  } catch (e) {
    o.deps.log.warn('ai editor failed', { type: o.type, error: e instanceof AiError ? `${e.code}: ${e.detail}` : String(e) })
    throw new AppError('CONFLICT', AI_EDITOR_MESSAGES.default, { category: 'ai' })
  }
  if (!answer) throw new AppError('CONFLICT', AI_EDITOR_MESSAGES.default, { category: 'ai' })
  return answer
}
