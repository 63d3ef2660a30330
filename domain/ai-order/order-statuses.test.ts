import { describe, expect, it } from 'vitest'
import { checkTransition } from '../orders/machine'
import { SEARCH_STATUS, UNIFIED_STATUS } from '../orders/unified'
import { AI_ORDER_ANSWER_JOB, AI_ORDER_STATUSES, AI_ORDER_TRANSITIONS } from './order-statuses'

describe('AI order lifecycle', () => {
  it('knows no transition outside its table', () => {
    expect(checkTransition(AI_ORDER_TRANSITIONS, 'paid', 'answered', 'system')).toMatchObject({ ok: false, reason: 'unknown' })
  })

  it('a clarification starts only from a finished answer and enqueues the answer job; a failed order stays failed', () => {
    const clarified = AI_ORDER_TRANSITIONS.find((t) => t.name === 'clarified')!
    expect(clarified).toMatchObject({ from: ['answered'], to: 'answering', by: 'client', job: AI_ORDER_ANSWER_JOB })
    for (const t of AI_ORDER_TRANSITIONS) expect(checkTransition(AI_ORDER_TRANSITIONS, t.name, 'failed', t.by).ok).toBe(false)
    expect(AI_ORDER_TRANSITIONS.find((t) => t.name === 'clarificationAnswered')!.event).toBe('ai-order-clarification-received')
  })

  it('a failed clarification answer returns the order to answered (the paid answer stands); only a first answer fails it', () => {
    expect(AI_ORDER_TRANSITIONS.find((t) => t.name === 'clarificationFailed')).toMatchObject({ from: ['answering'], to: 'answered', by: 'job' })
    expect(AI_ORDER_TRANSITIONS.find((t) => t.name === 'failed')).toMatchObject({ from: ['answering'], to: 'failed', by: 'job' })
  })

  it('maps to the unified order: AI in progress 3 while answering, AI finished 4 after', () => {
    expect(AI_ORDER_STATUSES.unifiedState(AI_ORDER_STATUSES.ids.answering)).toEqual({ status: UNIFIED_STATUS.IN_PROGRESS, statusBySearch: SEARCH_STATUS.AI_IN_PROGRESS })
    expect(AI_ORDER_STATUSES.unifiedState(AI_ORDER_STATUSES.ids.answered)).toEqual({ status: UNIFIED_STATUS.COMPLETED, statusBySearch: SEARCH_STATUS.AI_FINISHED })
    expect(AI_ORDER_STATUSES.unifiedState(AI_ORDER_STATUSES.ids.failed).status).toBe(UNIFIED_STATUS.CANCELED)
    expect(AI_ORDER_STATUSES.name(2)).toBe('answered')
    expect(() => AI_ORDER_STATUSES.name(9)).toThrow(/unknown status 9/)
  })
})
