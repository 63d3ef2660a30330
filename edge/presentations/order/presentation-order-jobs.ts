// Durable jobs of the AI presentation order, one per AI step (the kernel's aiOrderStepJob).
import { aiOrderStepJob } from '../../orders/run-ai-order-step'
import { PRESENTATION_ORDER_STATUSES } from '../../../domain/presentation/statuses'
import { PRESENTATION_ORDER_MACHINE } from './presentation-order-machine'
import { generatePresentationOrderDeck, generatePresentationOrderJustification, generatePresentationOrderOutline } from './presentation-order-steps'

export const presentationOrderJobs = [
  aiOrderStepJob(PRESENTATION_ORDER_MACHINE, PRESENTATION_ORDER_STATUSES.jobs.justification, generatePresentationOrderJustification),
  aiOrderStepJob(PRESENTATION_ORDER_MACHINE, PRESENTATION_ORDER_STATUSES.jobs.outline, generatePresentationOrderOutline),
  aiOrderStepJob(PRESENTATION_ORDER_MACHINE, PRESENTATION_ORDER_STATUSES.jobs.final, generatePresentationOrderDeck),
]
