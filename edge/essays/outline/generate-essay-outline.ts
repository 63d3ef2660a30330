// The outline step (status 7 → 8): the AI writes chapters and subchapters for the saved requirements. Guarded by the
// status, so a repeated or late run changes nothing; a final failure moves the order to 15 with a Russian message.
import type { AppDeps } from '../../context'
import { asCaller } from '../../db/port'
import { SERVICE } from '../../auth/service-caller'
import { AiError } from '../../ai/errors'
import type { TAi } from '../../ai/port'
import { objectCall } from '../../ai/prompts/prompt'
import { essayOutlineV1 } from '../../ai/prompts/essay-outline.v1'
import { outlineSchema, type TOutline } from '../../../domain/essay/requirements'
import { ESSAY_STATUS } from '../../../domain/essay/statuses'
import { workTypeById } from '../../../domain/essay/work-types'
import { loadEssayOrder } from '../order/essay-order-row'
import { tryTransition } from '../../orders/transition'
import { ESSAY_MACHINE } from '../order/essay-machine'

const ESSAY_STEP_FAILED = 'Не получилось составить план работы. Попробуй еще раз'

export type TOutlineRun = { deps: AppDeps; ai: TAi; orderId: string; finalAttempt: boolean }

/** Returns what happened, for logs and tests. */
export async function generateEssayOutline(o: TOutlineRun): Promise<'generated' | 'skipped' | 'failed'> {
  const order = await loadEssayOrder(o.deps.db, o.orderId)
  if (!order) return 'skipped'
  if (order.status !== ESSAY_STATUS.waitingOutlineGeneration) return 'skipped'
  const workType = workTypeById(order.workTypeId)
  const [workbook] = await asCaller(o.deps.db, SERVICE, (tx) => tx.query<{ excerpt: string | null }>(`select excerpt from private.essay_workbook_files where ai_essay_order_id = $1::bigint`, [order.id]))
  // The client's wishes and what their workbook says, within the prompt's 2000 characters.
  const details = [order.taskDetails, workbook?.excerpt ? `Из методических указаний: ${workbook.excerpt}` : null].filter(Boolean).join('\n').slice(0, 2000)
  let outline: TOutline
  try {
    // The AI runs outside any transaction: a slow answer must not hold a row lock or a connection.
    const answer = await o.ai.generateObject(
      objectCall(essayOutlineV1, {
        topic: order.topic,
        workType: workType?.slug ?? 'referat',
        numberOfPages: order.numberOfPages ?? 10,
        demoSeed: `essay-${order.id}`,
        ...(order.idea && { idea: order.idea }),
        ...(order.goal && { goal: order.goal }),
        ...(details && { taskDetails: details }),
      }),
    )
    outline = outlineSchema({ small: workType?.isSmall ?? false }).parse(answer.chapters)
  } catch (e) {
    const retryable = e instanceof AiError ? e.retryable : true
    if (retryable && !o.finalAttempt) throw e
    await fail(o, e)
    return 'failed'
  }
  return asCaller(o.deps.db, SERVICE, async (tx) => {
    const moved = await tryTransition(tx, o.deps.realtime, ESSAY_MACHINE, {
      orderId: order.id,
      name: 'outline-generated',
      by: 'job',
      set: { outline, ai_provider: o.ai.info.isDemo ? 'demo' : o.ai.info.model },
      detail: { chapters: outline.length, provider: o.ai.info.kind },
    })
    // The client changed the requirements meanwhile: that newer run owns the outline.
    return moved.ok ? ('generated' as const) : ('skipped' as const)
  })
}

async function fail(o: TOutlineRun, e: unknown): Promise<void> {
  const message = e instanceof AiError ? e.message : ESSAY_STEP_FAILED
  o.deps.log.warn('essay outline failed', { orderId: o.orderId, error: e instanceof AiError ? `${e.code}: ${e.detail}` : String(e) })
  await asCaller(o.deps.db, SERVICE, (tx) =>
    tryTransition(tx, o.deps.realtime, ESSAY_MACHINE, {
      orderId: o.orderId,
      name: 'outline-failed',
      by: 'job',
      set: { error_message: message },
      detail: { error: e instanceof AiError ? e.code : 'invalid' },
    }),
  )
}
