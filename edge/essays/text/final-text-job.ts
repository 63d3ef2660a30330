// Durable job around writeFinalText: retried with backoff, resumed part by part; the last attempt fails the order.
import { aiOrderStepJob } from '../../orders/run-ai-order-step'
import { writeFinalText } from './write-final-text'
import { ESSAY_MACHINE } from '../order/essay-machine'

export const finalTextJob = aiOrderStepJob(ESSAY_MACHINE, 'essay.final-text', writeFinalText)
