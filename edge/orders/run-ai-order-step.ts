// One AI step of a product order, run by its job (the AI referat's and the AI presentation's three steps): guarded by
// the status (a repeated or late run does nothing), the AI works outside any transaction, then the result moves the
// order on; the last failed attempt (or an error not worth retrying) moves it to FAILED with a Russian message and
// failed_status, from where the owner retries.
import { z } from 'zod'
import type { AppDeps } from '../context'
import { asService } from '../db/port'
import { AiError } from '../ai/errors'
import type { TAi } from '../ai/port'
import type { TOrderMachine } from './order-machine'
import { tryTransition } from './transition'
import { defineJob, type JobContext } from '../jobs/registry'
import { jobDeps } from '../jobs/job-deps'

export type TAiOrderStepRun = { deps: AppDeps; ai: TAi; orderId: string; finalAttempt: boolean }

export type TAiOrderStep<S extends string, O, N extends string> = {
  runsIn: readonly S[]
  done: (order: O) => N
  failed: N
  failMessage: string
  /** The AI's work: the columns the step writes with the status. */
  work: (order: O) => Promise<Record<string, unknown>>
}

export async function runAiOrderStep<S extends string, O extends { id: string; status: S }, N extends string>(
  machine: TOrderMachine<S, O>,
  o: TAiOrderStepRun,
  step: TAiOrderStep<S, O, N>,
): Promise<'done' | 'skipped' | 'failed'> {
  const [row] = await asService(o.deps.db, (tx) => tx.query<Record<string, unknown>>(`select ${machine.columns} from ${machine.table} where id = $1::bigint`, [o.orderId]))
  if (!row) return 'skipped'
  const order = machine.toOrder(row)
  if (!step.runsIn.includes(order.status)) return 'skipped'
  let set: Record<string, unknown>
  try {
    set = await step.work(order)
  } catch (e) {
    const retryable = e instanceof AiError ? e.retryable : true
    o.deps.log.warn(`${machine.product} order step failed`, { orderId: o.orderId, status: order.status, error: e instanceof AiError ? `${e.code}: ${e.detail}` : String(e), final: o.finalAttempt || !retryable })
    if (retryable && !o.finalAttempt) throw e
    await asService(o.deps.db, (tx) =>
      tryTransition(tx, o.deps.realtime, machine, {
        orderId: order.id,
        name: step.failed,
        by: 'job',
        set: { error_description: step.failMessage, failed_status: machine.statusId(order.status) },
        detail: { error: e instanceof AiError ? e.code : 'invalid' },
      }),
    )
    return 'failed'
  }
  return asService(o.deps.db, async (tx) => {
    const moved = await tryTransition(tx, o.deps.realtime, machine, {
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

/**
 * The three steps of a wizard order (the AI presentation, the AI referat): the statuses each runs in and the
 * transitions it ends with, as both products' tables name them. The justification's status is the product's own.
 */
export const WIZARD_STEPS = {
  justification: <S extends string>(runsIn: S) => ({ runsIn: [runsIn], done: () => 'justification-generated' as const, failed: 'justification-failed' as const }),
  outline: {
    runsIn: ['OUTLINE_GENERATING_GUEST', 'OUTLINE_GENERATING_AUTH'],
    done: (order: { status: string }) => (order.status === 'OUTLINE_GENERATING_GUEST' ? ('outline-generated-guest' as const) : ('outline-generated' as const)),
    failed: 'outline-failed',
  },
  final: { runsIn: ['FINAL_GENERATION'], done: () => 'final-generated' as const, failed: 'final-failed' },
} as const

const ZStepPayload = z.object({ orderId: z.string().regex(/^\d+$/) })

/** The durable job of one AI step: its last attempt (the product's jobAttempts) fails the order instead of throwing. */
export const aiOrderStepJob = <S extends string, O>(machine: TOrderMachine<S, O>, name: string, run: (o: TAiOrderStepRun) => Promise<string>) =>
  defineJob({
    name,
    schema: ZStepPayload,
    async handler({ orderId }, ctx: JobContext) {
      const attempts = machine.jobAttempts[name]
      if (attempts === undefined) throw new Error(`${machine.product}: no attempts set for job "${name}"`)
      const deps = jobDeps(ctx)
      const outcome = await run({ deps, ai: deps.ports.ai, orderId, finalAttempt: ctx.attempt >= attempts })
      ctx.log.info(`${machine.product} order step`, { name, orderId, outcome })
    },
  })
