// One AI step of an AI referat order, run by its job: guarded by the status (a repeated or late run does nothing), the
// AI works outside any transaction, then the result moves the order on; the last failed attempt (or an error not worth
// retrying) moves it to FAILED with a Russian message and the failure event, from where the client may retry.
import type { AppDeps } from '../../context'
import { asService } from '../../db/port'
import { AiError } from '../../ai/errors'
import type { TAi } from '../../ai/port'
import { tryTransition } from '../../orders/transition'
import { REFERAT_ORDER_STATUS, type TReferatOrderStatusName, type TReferatOrderTransitionName } from '../../../domain/referat/order-statuses'
import { REFERAT_ORDER_COLUMNS, toReferatOrder, type TReferatOrder, type TReferatOrderRow } from './referat-order-row'
import { REFERAT_ORDER_MACHINE } from './referat-order-machine'

export type TReferatStepRun = { deps: AppDeps; ai: TAi; orderId: string; finalAttempt: boolean }

type TStep = {
  runsIn: readonly TReferatOrderStatusName[]
  done: (order: TReferatOrder) => TReferatOrderTransitionName
  failed: TReferatOrderTransitionName
  failMessage: string
  /** The AI's work: the columns the step writes with the status. */
  work: (order: TReferatOrder) => Promise<Record<string, unknown>>
}

export async function runReferatStep(o: TReferatStepRun, step: TStep): Promise<'done' | 'skipped' | 'failed'> {
  const [row] = await asService(o.deps.db, (tx) => tx.query<TReferatOrderRow>(`select ${REFERAT_ORDER_COLUMNS} from public.ai_referat_orders where id = $1::bigint`, [o.orderId]))
  if (!row) return 'skipped'
  const order = toReferatOrder(row)
  if (!step.runsIn.includes(order.status)) return 'skipped'
  let set: Record<string, unknown>
  try {
    set = await step.work(order)
  } catch (e) {
    const retryable = e instanceof AiError ? e.retryable : true
    o.deps.log.warn('AI referat order step failed', { orderId: o.orderId, status: order.status, error: e instanceof AiError ? `${e.code}: ${e.detail}` : String(e), final: o.finalAttempt || !retryable })
    if (retryable && !o.finalAttempt) throw e
    await asService(o.deps.db, (tx) =>
      tryTransition(tx, o.deps.realtime, REFERAT_ORDER_MACHINE, {
        orderId: order.id,
        name: step.failed,
        by: 'job',
        set: { error_description: step.failMessage, failed_status: REFERAT_ORDER_STATUS[order.status] },
        detail: { error: e instanceof AiError ? e.code : 'invalid' },
      }),
    )
    return 'failed'
  }
  return asService(o.deps.db, async (tx) => {
    const moved = await tryTransition(tx, o.deps.realtime, REFERAT_ORDER_MACHINE, {
      orderId: order.id,
      name: step.done(order),
      by: 'job',
      set: { ...set, ai_provider: o.ai.info.isDemo ? 'demo' : o.ai.info.model },
      detail: { provider: o.ai.info.kind },
    })
    // The client canceled meanwhile: nothing to write.
    return moved.ok ? ('done' as const) : ('skipped' as const)
  })
}
