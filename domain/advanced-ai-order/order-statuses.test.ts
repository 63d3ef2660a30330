import { describe, expect, it } from 'vitest'
import { assertWellFormed, checkTransition } from '../orders/machine'
import { orderKindOfType, SEARCH_STATUS, UNIFIED_STATUS, UNIFIED_TYPE } from '../orders/unified'
import { orderHref } from '../quick-menu'
import { ADVANCED_AI_ORDER_JOB, ADVANCED_AI_ORDER_STATUSES, ADVANCED_AI_ORDER_TRANSITIONS } from './order-statuses'

describe('advanced AI order lifecycle', () => {
  it('is a well-formed table: search, then answer; a clarification only after an answer, enqueuing the job', () => {
    expect(() => assertWellFormed(ADVANCED_AI_ORDER_TRANSITIONS)).not.toThrow()
    expect(checkTransition(ADVANCED_AI_ORDER_TRANSITIONS, 'sourcesFound', 'searching', 'job').ok).toBe(true)
    expect(checkTransition(ADVANCED_AI_ORDER_TRANSITIONS, 'answered', 'searching', 'job')).toMatchObject({ ok: false, reason: 'stale' })
    expect(checkTransition(ADVANCED_AI_ORDER_TRANSITIONS, 'clarified', 'answered', 'job')).toMatchObject({ ok: false, reason: 'actor' })
    expect(ADVANCED_AI_ORDER_TRANSITIONS.find((t) => t.name === 'clarified')).toMatchObject({ from: ['answered'], job: ADVANCED_AI_ORDER_JOB })
    expect(ADVANCED_AI_ORDER_TRANSITIONS.find((t) => t.name === 'clarificationAnswered')!.event).toBe('advanced-ai-order-clarification-received')
    // A failed clarification answer returns the order to answered (the paid answer stands); a failed order stays failed.
    expect(ADVANCED_AI_ORDER_TRANSITIONS.find((t) => t.name === 'clarificationFailed')).toMatchObject({ from: ['answering'], to: 'answered', by: 'job' })
    for (const t of ADVANCED_AI_ORDER_TRANSITIONS) expect(checkTransition(ADVANCED_AI_ORDER_TRANSITIONS, t.name, 'failed', t.by).ok).toBe(false)
  })

  it('maps to the unified order and opens on its own page from «Мои задания»', () => {
    expect(ADVANCED_AI_ORDER_STATUSES.unifiedState(ADVANCED_AI_ORDER_STATUSES.ids.searching)).toEqual({ status: UNIFIED_STATUS.IN_PROGRESS, statusBySearch: SEARCH_STATUS.AI_IN_PROGRESS })
    expect(ADVANCED_AI_ORDER_STATUSES.unifiedState(ADVANCED_AI_ORDER_STATUSES.ids.answered).status).toBe(UNIFIED_STATUS.COMPLETED)
    expect(orderHref({ id: '42', kind: orderKindOfType(UNIFIED_TYPE.ADVANCED_AI) })).toBe('/ecosystem/advanced-ai/42')
    expect(orderHref({ id: '42', kind: orderKindOfType(UNIFIED_TYPE.AI) })).toBe('/ecosystem/ai/42')
  })
})
