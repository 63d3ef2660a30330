import { describe, expect, it } from 'vitest'
import { assertWellFormed, checkTransition, type TTransitionTable } from '../orders/machine'
import { SEARCH_STATUS, UNIFIED_STATUS } from '../orders/unified'
import { REFERAT_ORDER_STATUSES, REFERAT_ORDER_TRANSITIONS, RETRY_OF, referatScreenForStatus, type TReferatOrderStatusName } from './order-statuses'
import { ZReferatJustification, ZReferatOutline } from './order-input'

const TABLE: TTransitionTable<TReferatOrderStatusName> = REFERAT_ORDER_TRANSITIONS
const ALL = Object.keys(REFERAT_ORDER_STATUSES.ids) as TReferatOrderStatusName[]

describe('AI referat order statuses', () => {
  it('has the 11 statuses of the spec and a well-formed table', () => {
    expect(ALL).toHaveLength(11)
    expect(() => assertWellFormed(REFERAT_ORDER_TRANSITIONS)).not.toThrow()
    for (const t of REFERAT_ORDER_TRANSITIONS) for (const s of [...t.from, t.to]) expect(ALL).toContain(s)
  })

  it('walks the main path CREATED → … → COMPLETED with the right actors', () => {
    const path: [string, TReferatOrderStatusName, 'client' | 'job'][] = [
      ['justification-requested', 'CREATED', 'client'],
      ['justification-generated', 'JUSTIFICATION_GENERATING', 'job'],
      ['justification-approved', 'JUSTIFICATION_REVIEW', 'client'],
      ['outline-generated', 'OUTLINE_GENERATING_AUTH', 'job'],
      ['outline-saved', 'OUTLINE_REVIEW_AUTH', 'client'],
      ['outline-confirmed', 'OUTLINE_REVIEW_AUTH', 'client'],
      ['final-generated', 'FINAL_GENERATION', 'job'],
    ]
    for (const [name, from, by] of path) expect(checkTransition(REFERAT_ORDER_TRANSITIONS, name, from, by).ok).toBe(true)
    expect(REFERAT_ORDER_TRANSITIONS.find((t) => t.name === 'final-generated')).toMatchObject({ to: 'COMPLETED', event: 'ai-referat-full-content-is-ready' })
  })

  it('tries every allowed edge and refuses every other start status and the wrong actor', () => {
    for (const t of REFERAT_ORDER_TRANSITIONS) {
      for (const from of ALL) {
        const r = checkTransition(REFERAT_ORDER_TRANSITIONS, t.name, from, t.by)
        expect(r.ok, `${t.name} from ${from}`).toBe((t.from as readonly string[]).includes(from))
      }
      const other = t.by === 'client' ? 'job' : 'client'
      expect(checkTransition(REFERAT_ORDER_TRANSITIONS, t.name, t.from[0], other)).toMatchObject({ ok: false, reason: 'actor' })
    }
  })

  it('can fail from each generating status, with the failure event, and retry back into that step', () => {
    for (const s of REFERAT_ORDER_STATUSES.generating) {
      const fail = TABLE.find((t) => t.to === 'FAILED' && (t.from as readonly string[]).includes(s))
      expect(fail, s).toBeDefined()
      expect(fail!.event).toBe('ai-referat-full-content-generating-failed')
      const retry = TABLE.find((t) => t.name === RETRY_OF[s])!
      expect(retry.from).toEqual(['FAILED'])
      expect(retry.to === s || (s === 'OUTLINE_GENERATING_GUEST' && retry.to === 'OUTLINE_GENERATING_AUTH')).toBe(true)
      expect(retry.job).toBeDefined()
    }
  })

  it('lets the client cancel anything unfinished, never a completed or canceled order', () => {
    for (const s of ALL) expect(checkTransition(REFERAT_ORDER_TRANSITIONS, 'canceled', s, 'client').ok, s).toBe(s !== 'COMPLETED' && s !== 'CANCELED')
  })

  it('maps statuses to screens and unified states', () => {
    expect(referatScreenForStatus('JUSTIFICATION_REVIEW')).toBe('justification')
    expect(referatScreenForStatus('OUTLINE_REVIEW_AUTH')).toBe('outline')
    expect(referatScreenForStatus('OUTLINE_REVIEW_GUEST')).toBe('outline')
    expect(referatScreenForStatus('FINAL_GENERATION')).toBe('loading')
    expect(referatScreenForStatus('COMPLETED')).toBe('completed')
    expect(REFERAT_ORDER_STATUSES.unifiedState(REFERAT_ORDER_STATUSES.ids.JUSTIFICATION_GENERATING, false)).toEqual({ status: UNIFIED_STATUS.DRAFT, statusBySearch: SEARCH_STATUS.AI_IN_PROGRESS })
    expect(REFERAT_ORDER_STATUSES.unifiedState(REFERAT_ORDER_STATUSES.ids.JUSTIFICATION_REVIEW, false)).toEqual({ status: UNIFIED_STATUS.DRAFT, statusBySearch: SEARCH_STATUS.AI_FINISHED })
    expect(REFERAT_ORDER_STATUSES.unifiedState(REFERAT_ORDER_STATUSES.ids.FINAL_GENERATION, false).status).toBe(UNIFIED_STATUS.IN_PROGRESS)
    expect(REFERAT_ORDER_STATUSES.unifiedState(REFERAT_ORDER_STATUSES.ids.COMPLETED, true).status).toBe(UNIFIED_STATUS.COMPLETED)
    expect(REFERAT_ORDER_STATUSES.unifiedState(REFERAT_ORDER_STATUSES.ids.FAILED, false).status).toBe(UNIFIED_STATUS.CANCELED)
    expect(() => REFERAT_ORDER_STATUSES.name(12)).toThrow()
  })

  it('validates the justification and the outline with Russian messages', () => {
    expect(ZReferatJustification.safeParse('коротко').error?.issues[0]?.message).toBe('Обоснование должно быть не короче 10 символов')
    expect(ZReferatOutline.safeParse([]).error?.issues[0]?.message).toBe('Для написания работы должна быть хотя бы одна глава')
    expect(ZReferatOutline.safeParse([{ title: 'Глава', subchapters: [{ title: 'Подглава' }] }]).success).toBe(true)
  })
})
