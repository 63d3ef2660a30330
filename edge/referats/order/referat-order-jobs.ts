// Durable jobs of the AI referat order, one per AI step (the kernel's aiOrderStepJob).
import { aiOrderStepJob } from '../../orders/run-ai-order-step'
import { REFERAT_ORDER_STATUSES } from '../../../domain/referat/order-statuses'
import { REFERAT_ORDER_MACHINE } from './referat-order-machine'
import { generateReferatJustification, generateReferatOrderOutline, generateReferatOrderText } from './referat-order-steps'

export const referatOrderJobs = [
  aiOrderStepJob(REFERAT_ORDER_MACHINE, REFERAT_ORDER_STATUSES.jobs.justification, generateReferatJustification),
  aiOrderStepJob(REFERAT_ORDER_MACHINE, REFERAT_ORDER_STATUSES.jobs.outline, generateReferatOrderOutline),
  aiOrderStepJob(REFERAT_ORDER_MACHINE, REFERAT_ORDER_STATUSES.jobs.final, generateReferatOrderText),
]
