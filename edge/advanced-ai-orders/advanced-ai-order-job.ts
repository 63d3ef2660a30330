// The durable job of an advanced AI order (sources, then the answer; the kernel's message answer job): the last
// attempt fails the answer instead of throwing.
import { ADVANCED_AI_ORDER_JOB } from '../../domain/advanced-ai-order/order-statuses'
import { messageAnswerJob } from '../orders/answer-message-order'
import { ADVANCED_AI_ORDER_MACHINE } from './advanced-ai-order-row'
import { answerAdvancedAiOrder } from './answer-advanced-ai-order'

export const advancedAiOrderJob = messageAnswerJob(ADVANCED_AI_ORDER_MACHINE, ADVANCED_AI_ORDER_JOB, 'advanced AI order', answerAdvancedAiOrder)
