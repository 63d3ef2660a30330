import { describe, expect, it } from 'vitest'
import { assertWellFormed, checkTransition, type TActor } from '../orders/machine'
import { SEARCH_STATUS, UNIFIED_STATUS } from '../orders/unified'
import { AI_ORDER_ANSWER_JOB, AI_ORDER_STATUS, AI_ORDER_TRANSITIONS, aiOrderStatusName, aiOrderUnifiedState, type TAiOrderStatusName } from './order-statuses'

const STATUSES = Object.keys(AI_ORDER_STATUS) as TAiOrderStatusName[]
const ACTORS: TActor[] = ['client', 'job', 'system']

describe('AI order lifecycle', () => {
  it('is a well-formed table whose statuses all exist', () => {
    expect(() => assertWellFormed(AI_ORDER_TRANSITIONS)).not.toThrow()
    for (const t of AI_ORDER_TRANSITIONS) for (const s of [...t.from, t.to]) expect(STATUSES).toContain(s)
  })

  it('allows every listed edge for its actor only, and refuses every other start status as stale', () => {
    for (const t of AI_ORDER_TRANSITIONS) {
      for (const from of STATUSES) {
        for (const by of ACTORS) {
          const check = checkTransition(AI_ORDER_TRANSITIONS, t.name, from, by)
          if (by !== t.by) expect(check).toMatchObject({ ok: false, reason: 'actor' })
          else if ((t.from as readonly string[]).includes(from)) expect(check).toMatchObject({ ok: true })
          else expect(check).toMatchObject({ ok: false, reason: 'stale' })
        }
      }
    }
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
    expect(aiOrderUnifiedState(AI_ORDER_STATUS.answering)).toEqual({ status: UNIFIED_STATUS.IN_PROGRESS, statusBySearch: SEARCH_STATUS.AI_IN_PROGRESS })
    expect(aiOrderUnifiedState(AI_ORDER_STATUS.answered)).toEqual({ status: UNIFIED_STATUS.COMPLETED, statusBySearch: SEARCH_STATUS.AI_FINISHED })
    expect(aiOrderUnifiedState(AI_ORDER_STATUS.failed).status).toBe(UNIFIED_STATUS.CANCELED)
    expect(aiOrderStatusName(2)).toBe('answered')
    expect(() => aiOrderStatusName(9)).toThrow(/unknown status 9/)
  })
})
