// The durable job that writes an AI order's answer (the kernel's message answer job): the last attempt fails the
// message instead of throwing, and a job that died with its process settles the order in onDead.
import { AI_ORDER_ANSWER_JOB } from '../../domain/ai-order/order-statuses'
import { messageAnswerJob } from '../orders/answer-message-order'
import { AI_ORDER_MACHINE } from './ai-order-machine'
import { answerAiOrder } from './answer-ai-order'

export const aiOrderAnswerJob = messageAnswerJob(AI_ORDER_MACHINE, AI_ORDER_ANSWER_JOB, 'AI order', answerAiOrder)
