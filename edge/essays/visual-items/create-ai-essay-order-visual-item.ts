// CreateAiEssayOrderVisualItem (orders.md §7): the signed-in owner of a finished text work turns a selected passage
// into a table, a graph or a formula. The model answers structured data checked by the kind's schema (a formula must
// also parse in KaTeX); a malformed answer gets one repair try, then the editor's default error. A formula typed in the
// wish is read by domain/essay/formula-input.ts and stored as typed, or refused with what could not be read. The item is stored
// on its own row; the editor inserts its marker paragraph into the section through the usual save.
import type { AppDeps } from '../../context'
import { asService, type Caller } from '../../db/port'
import { AppError } from '../../http/errors'
import { AiError } from '../../ai/errors'
import { objectCall } from '../../ai/prompts/prompt'
import { PROMPTS } from '../../ai/prompts/registry'
import { takeRateLimits, DAY, HOUR } from '../../auth/rate-limit'
import { ESSAY_STATUS } from '../../../domain/essay/statuses'
import { VISUAL_ITEM_MESSAGES, ZVisualItemRequest, type TVisualItem, type TVisualKind } from '../../../domain/essay/visual-items'
import type { TAi } from '../../ai/port'
import { essayVisualItemV1, type TEssayVisualItemInput } from '../../ai/prompts/essay-visual-item.v1'
import { logOrderEvent } from '../../orders/log-order-event'
import { ESSAY_MACHINE } from '../order/essay-machine'
import { parseOrderInput } from '../../orders/parse-order-input'
import { getAiEssayOrderById } from '../order/get-ai-essay-order-by-id'
import { formulaFromWish } from '../../../domain/essay/formula-input'
import { readNumbers } from '../../../domain/essay/visual-numbers'

const ORDER_NOT_FOUND = 'Заказ не найден'
const TOO_MANY = 'Слишком много запросов к редактору. Попробуй чуть позже'

/** AI editor calls per client: a burst a minute, a working session an hour, a day's ceiling. */
const VISUAL_ITEM_RATE_WINDOWS = [
  { name: 'minute', seconds: 60, max: 10 },
  { name: 'hour', seconds: HOUR, max: 60 },
  { name: 'day', seconds: DAY, max: 200 },
]

export async function createAiEssayOrderVisualItem(o: {
  deps: AppDeps
  caller: Caller
  aiEssayOrderId: unknown
  text: unknown
  type: unknown
  userInstructions?: unknown
}): Promise<TVisualItem> {
  if (o.caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED')
  const userId = o.caller.userId
  const input = parseOrderInput(ZVisualItemRequest, { text: o.text, type: o.type, userInstructions: o.userInstructions })
  const order = await getAiEssayOrderById({ db: o.deps.db, caller: o.caller, id: o.aiEssayOrderId })
  // A guest's order seen by its fingerprint is not this client's work.
  if (!order || order.userId !== userId) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND)
  if (order.status !== ESSAY_STATUS.completed) throw new AppError('STALE_STEP', undefined, { status: order.status })

  await asService(o.deps.db, async (tx) => {
    const wait = await takeRateLimits(tx, `essay-ai-editor:${userId}`, VISUAL_ITEM_RATE_WINDOWS)
    if (wait !== null) throw new AppError('TOO_MANY_ATTEMPTS', TOO_MANY, { retryAfterSeconds: wait })
  })

  const promptInput = { topic: order.topic, text: input.text, userInstructions: input.userInstructions ?? null }
  // A formula the student typed is drawn as typed, with no model to retype it; one that cannot be read is said so.
  const wished = input.type === 'formula' ? formulaFromWish(promptInput.userInstructions) : null
  if (wished && !wished.ok) throw new AppError('UNPROCESSABLE', `Не получилось прочитать формулу из пожелания: ${wished.problem}`, { fields: ['userInstructions'] })
  // A graph draws the student's numbers only: with none in the selection or the wish there is nothing to draw.
  if (input.type === 'graph' && readNumbers(`${promptInput.userInstructions ?? ''}\n${input.text}`).length === 0) {
    throw new AppError('UNPROCESSABLE', VISUAL_ITEM_MESSAGES.graphNeedsNumbers, { fields: ['text'] })
  }
  let item: Omit<TVisualItem, 'id'>
  try {
    // Outside any transaction: a model answer takes seconds and must not hold a row lock.
    item = wished ? { type: 'formula', content: { caption: wished.caption, latex: wished.latex } } : await generateContent(o.deps.ports.ai, input.type, promptInput)
  } catch (e) {
    o.deps.log.warn('essay visual item failed', { orderId: order.id, type: input.type, error: e instanceof AiError ? `${e.code}: ${e.detail}` : String(e) })
    throw new AppError('INTERNAL', VISUAL_ITEM_MESSAGES.default)
  }

  return asService(o.deps.db, async (tx) => {
    const [row] = await tx.query<{ id: string }>(
      `insert into public.ai_essay_order_visual_items (ai_essay_order_id, type, content, source_text, user_instructions, is_demo, prompt_version)
       values ($1::bigint, $2, $3::text::jsonb, $4, $5, $6, $7) returning id::text as id`,
      [order.id, item.type, JSON.stringify(item.content), input.text, input.userInstructions ?? null, o.deps.ports.ai.info.isDemo, essayVisualItemV1[input.type].version],
    )
    await logOrderEvent(tx, ESSAY_MACHINE, order.id, 'visual-item-created', { id: row!.id, type: item.type })
    const source = { text: input.text, userInstructions: input.userInstructions ?? null }
    return { ...item, id: row!.id, ...(o.deps.ports.ai.info.isDemo && { isDemo: true }), source } as TVisualItem
  })
}

/** One model call (with its one repair try inside the port) for the kind asked, typed by that kind's schema. */
async function generateContent(ai: TAi, type: TVisualKind, input: TEssayVisualItemInput): Promise<Omit<TVisualItem, 'id'>> {
  switch (type) {
    case 'table':
      return { type, content: await ai.generateObject(objectCall(PROMPTS.essayVisualTable, input)) }
    case 'graph':
      return { type, content: await ai.generateObject(objectCall(PROMPTS.essayVisualGraph, input)) }
    case 'formula':
      return { type, content: await ai.generateObject(objectCall(PROMPTS.essayVisualFormula, input)) }
  }
}
