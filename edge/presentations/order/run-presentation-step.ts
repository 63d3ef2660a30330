// One AI step of an AI presentation order, run by its job: guarded by the status (a repeated or late run does
// nothing), the AI works outside any transaction, then the result moves the order on; the last failed attempt (or an
// error not worth retrying) moves it to FAILED with a Russian message and failed_status, from where the owner retries.
import type { AppDeps } from '../../context'
import { asService } from '../../db/port'
import { AiError } from '../../ai/errors'
import type { TAi } from '../../ai/port'
import { tryTransition } from '../../orders/transition'
import { PRESENTATION_ORDER_STATUS, type TPresentationOrderStatusName, type TPresentationOrderTransitionName } from '../../../domain/presentation/statuses'
import { PRESENTATION_ORDER_COLUMNS, toPresentationOrder, type TPresentationOrder, type TPresentationOrderRow } from './presentation-order-row'
import { PRESENTATION_ORDER_MACHINE } from './presentation-order-machine'

export type TPresentationStepRun = { deps: AppDeps; ai: TAi; orderId: string; finalAttempt: boolean }

type TStep = {
  runsIn: readonly TPresentationOrderStatusName[]
  done: (order: TPresentationOrder) => TPresentationOrderTransitionName
  failed: TPresentationOrderTransitionName
  failMessage: string
  /** The AI's work: the columns the step writes with the status. */
  work: (order: TPresentationOrder) => Promise<Record<string, unknown>>
}

export async function runPresentationStep(o: TPresentationStepRun, step: TStep): Promise<'done' | 'skipped' | 'failed'> {
  const [row] = await asService(o.deps.db, (tx) => tx.query<TPresentationOrderRow>(`select ${PRESENTATION_ORDER_COLUMNS} from public.ai_presentation_orders where id = $1::bigint`, [o.orderId]))
  if (!row) return 'skipped'
  const order = toPresentationOrder(row)
  if (!step.runsIn.includes(order.status)) return 'skipped'
  let set: Record<string, unknown>
  try {
    set = await step.work(order)
  } catch (e) {
    const retryable = e instanceof AiError ? e.retryable : true
    o.deps.log.warn('AI presentation order step failed', { orderId: o.orderId, status: order.status, error: e instanceof AiError ? `${e.code}: ${e.detail}` : String(e), final: o.finalAttempt || !retryable })
    if (retryable && !o.finalAttempt) throw e
    await asService(o.deps.db, (tx) =>
      tryTransition(tx, o.deps.realtime, PRESENTATION_ORDER_MACHINE, {
        orderId: order.id,
        name: step.failed,
        by: 'job',
        set: { error_description: step.failMessage, failed_status: PRESENTATION_ORDER_STATUS[order.status] },
        detail: { error: e instanceof AiError ? e.code : 'invalid' },
      }),
    )
    return 'failed'
  }
  return asService(o.deps.db, async (tx) => {
    const moved = await tryTransition(tx, o.deps.realtime, PRESENTATION_ORDER_MACHINE, {
      orderId: order.id,
      name: step.done(order),
      by: 'job',
      set: { ...set, ai_provider: o.ai.info.isDemo ? 'demo' : o.ai.info.model },
      detail: { provider: o.ai.info.kind },
    })
    // The owner canceled meanwhile: nothing to write.
    return moved.ok ? ('done' as const) : ('skipped' as const)
  })
}
