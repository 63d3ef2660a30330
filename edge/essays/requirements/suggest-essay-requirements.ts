// The extended-description step (status 2 → 3, orders.md §4): right after creation the AI suggests the work's idea,
// goal and tasks, so the requirements form opens prefilled. Only a suggestion: what the client already typed is
// kept, and an AI failure simply opens the form empty — the order never fails here.
import type { AppDeps } from '../../context'
import { asCaller } from '../../db/port'
import { SERVICE } from '../../auth/service-caller'
import { AiError } from '../../ai/errors'
import type { TAi } from '../../ai/port'
import { objectCall } from '../../ai/prompts/prompt'
import { essayRequirementsV1 } from '../../ai/prompts/essay-requirements.v1'
import { aiOrderStepJob } from '../../orders/run-ai-order-step'
import { ESSAY_LIMITS } from '../../../domain/essay/requirements'
import { ESSAY_STATUS } from '../../../domain/essay/statuses'
import { workTypeById } from '../../../domain/essay/work-types'
import { loadEssayOrder } from '../order/essay-order-row'
import { tryTransition } from '../../orders/transition'
import { ESSAY_MACHINE } from '../order/essay-machine'

type TSuggestion = { idea: string; goal: string; tasks: string[] }

export async function suggestEssayRequirements(o: { deps: AppDeps; ai: TAi; orderId: string; finalAttempt: boolean }): Promise<'suggested' | 'skipped' | 'without'> {
  const order = await loadEssayOrder(o.deps.db, o.orderId)
  if (!order) return 'skipped'
  if (order.status !== ESSAY_STATUS.extendedDescriptionGeneration) return 'skipped'
  let suggestion: TSuggestion | null = null
  try {
    suggestion = await o.ai.generateObject(
      objectCall(essayRequirementsV1, { topic: order.topic, workType: workTypeById(order.workTypeId)?.slug ?? 'referat', numberOfPages: order.numberOfPages ?? 10, demoSeed: `essay-${order.id}` }),
    )
  } catch (e) {
    const retryable = e instanceof AiError ? e.retryable : true
    if (retryable && !o.finalAttempt) throw e
    o.deps.log.warn('essay requirements: no suggestion', { orderId: order.id, error: e instanceof AiError ? `${e.code}: ${e.detail}` : String(e) })
  }
  const clip = (s: string, max: number) => s.trim().slice(0, max)
  const tasks = suggestion?.tasks.length ? `Задачи работы:\n${suggestion.tasks.map((t, i) => `${i + 1}) ${t.trim()}`).join('\n')}` : null
  return asCaller(o.deps.db, SERVICE, async (tx) => {
    // What the client already typed stays (the order is still at 2, so that is only what creation set).
    const moved = await tryTransition(tx, o.deps.realtime, ESSAY_MACHINE, {
      orderId: order.id,
      name: suggestion ? 'requirements-suggested' : 'requirements-without-suggestion',
      by: 'job',
      set: {
        idea: order.idea ?? (suggestion ? clip(suggestion.idea, ESSAY_LIMITS.idea.max) : null),
        goal: order.goal ?? (suggestion ? clip(suggestion.goal, ESSAY_LIMITS.goal.max) : null),
        extended_description: order.extendedDescription ?? tasks,
      },
    })
    // The client saved their own requirements meanwhile: theirs stand.
    if (!moved.ok) return 'skipped' as const
    return suggestion ? ('suggested' as const) : ('without' as const)
  })
}

export const suggestRequirementsJob = aiOrderStepJob(ESSAY_MACHINE, 'essay.suggest-requirements', suggestEssayRequirements)
