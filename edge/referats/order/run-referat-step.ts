// One AI step of an AI referat order: the kernel's runAiOrderStep (edge/orders/run-ai-order-step.ts) over its machine.
import { runAiOrderStep, type TAiOrderStep, type TAiOrderStepRun } from '../../orders/run-ai-order-step'
import type { TReferatOrderStatusName, TReferatOrderTransitionName } from '../../../domain/referat/order-statuses'
import type { TReferatOrder } from './referat-order-row'
import { REFERAT_ORDER_MACHINE } from './referat-order-machine'

export type TReferatStepRun = TAiOrderStepRun

export const runReferatStep = (o: TReferatStepRun, step: TAiOrderStep<TReferatOrderStatusName, TReferatOrder, TReferatOrderTransitionName>) => runAiOrderStep(REFERAT_ORDER_MACHINE, o, step)
