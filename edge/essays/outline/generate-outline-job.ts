// Durable job around generateEssayOutline: retried with backoff; the last attempt fails the order instead of throwing.
import { aiOrderStepJob } from '../../orders/run-ai-order-step'
import { generateEssayOutline } from './generate-essay-outline'
import { ESSAY_MACHINE } from '../order/essay-machine'

export const generateOutlineJob = aiOrderStepJob(ESSAY_MACHINE, 'essay.generate-outline', generateEssayOutline)
