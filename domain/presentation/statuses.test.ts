import { describe, expect, it } from 'vitest'
import { assertWellFormed, checkTransition } from '../orders/machine'
import { PRESENTATION_ORDER_STATUSES, PRESENTATION_ORDER_TRANSITIONS, presentationProgress, presentationStepForStatus } from './statuses'

describe('AI presentation order lifecycle', () => {
  it('is a well-formed table over the spec statuses', () => {
    expect(() => assertWellFormed(PRESENTATION_ORDER_TRANSITIONS)).not.toThrow()
    for (const [name, id] of Object.entries(PRESENTATION_ORDER_STATUSES.ids)) expect(PRESENTATION_ORDER_STATUSES.name(id)).toBe(name)
  })

  it('binds a guest-reviewed order into OUTLINE_GENERATING_AUTH, and a guest cannot reach the final generation', () => {
    const bound = checkTransition(PRESENTATION_ORDER_TRANSITIONS, 'guest-order-bound', 'OUTLINE_REVIEW_GUEST', 'client')
    expect(bound.ok && bound.transition.to).toBe('OUTLINE_GENERATING_AUTH')
    expect(checkTransition(PRESENTATION_ORDER_TRANSITIONS, 'final-requested', 'OUTLINE_REVIEW_GUEST', 'client').ok).toBe(false)
  })

  it('switches to the title page when the final generation starts, and keeps it when completed', () => {
    expect(presentationStepForStatus('FINAL_GENERATION')).toBe('loader')
    expect(presentationStepForStatus('FINAL_GENERATION', { onTitlePage: true })).toBe('title-page')
    expect(presentationStepForStatus('COMPLETED', { onTitlePage: true })).toBe('title-page')
    expect(presentationStepForStatus('COMPLETED')).toBe('completed')
    expect(presentationStepForStatus('OUTLINE_REVIEW_GUEST')).toBe('outline')
  })

  it('rounds the progress percentage of the active step', () => {
    expect(presentationProgress(0)).toBe(0)
    expect(presentationProgress(2)).toBe(40)
    expect(presentationProgress(1, 3)).toBe(33)
    expect(presentationProgress(5)).toBe(100)
  })
})
