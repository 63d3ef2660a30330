// One AI step of an AI presentation order: the kernel's runAiOrderStep (edge/orders/run-ai-order-step.ts) over its machine.
import { runAiOrderStep, type TAiOrderStep, type TAiOrderStepRun } from '../../orders/run-ai-order-step'
import type { TPresentationOrderStatusName, TPresentationOrderTransitionName } from '../../../domain/presentation/statuses'
import type { TPresentationOrder } from './presentation-order-row'
import { PRESENTATION_ORDER_MACHINE } from './presentation-order-machine'

export type TPresentationStepRun = TAiOrderStepRun

export const runPresentationStep = (o: TPresentationStepRun, step: TAiOrderStep<TPresentationOrderStatusName, TPresentationOrder, TPresentationOrderTransitionName>) =>
  runAiOrderStep(PRESENTATION_ORDER_MACHINE, o, step)
