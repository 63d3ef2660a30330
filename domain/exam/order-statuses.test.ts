import { describe, expect, it } from 'vitest'
import { checkTransition } from '../orders/machine'
import { UNIFIED_STATUS, orderKindOfType, UNIFIED_TYPE } from '../orders/unified'
import { BANNER_COPY } from '../banners'
import { matchRoute } from '../route-match'
import { orderHref } from '../quick-menu'
import { EXAM_ANSWER_JOB, EXAM_ORDER_STATUSES, EXAM_ORDER_TRANSITIONS } from './order-statuses'

describe('exam order lifecycle', () => {
  it('pays only a ready order, never twice; a retry answers again through the job', () => {
    expect(checkTransition(EXAM_ORDER_TRANSITIONS, 'paid', 'answering', 'system').ok).toBe(false)
    for (const t of EXAM_ORDER_TRANSITIONS) expect(checkTransition(EXAM_ORDER_TRANSITIONS, t.name, 'paid', t.by).ok).toBe(false)
    expect(EXAM_ORDER_TRANSITIONS.find((t) => t.name === 'retried')).toMatchObject({ job: EXAM_ANSWER_JOB })
  })

  it('maps to the unified order and names statuses', () => {
    expect(EXAM_ORDER_STATUSES.unifiedState(EXAM_ORDER_STATUSES.ids.answering).status).toBe(UNIFIED_STATUS.IN_PROGRESS)
    expect(EXAM_ORDER_STATUSES.unifiedState(EXAM_ORDER_STATUSES.ids.ready).status).toBe(UNIFIED_STATUS.DRAFT)
    expect(EXAM_ORDER_STATUSES.unifiedState(EXAM_ORDER_STATUSES.ids.paid).status).toBe(UNIFIED_STATUS.COMPLETED)
    expect(EXAM_ORDER_STATUSES.unifiedState(EXAM_ORDER_STATUSES.ids.failed).status).toBe(UNIFIED_STATUS.CANCELED)
    expect(EXAM_ORDER_STATUSES.name(3)).toBe('paid')
    expect(() => EXAM_ORDER_STATUSES.name(9)).toThrow(/unknown status 9/)
  })
})

describe('exam routes', () => {
  it('the exam-ticket banner and an exam order (type 8) lead to built pages', () => {
    expect(BANNER_COPY['exam-ticket'].cta.href).toBe('/exam')
    expect(matchRoute('/exam')?.route).toMatchObject({ name: 'exam', build: 'ready', access: 'open' })
    const href = orderHref({ id: '42', kind: orderKindOfType(UNIFIED_TYPE.SERVICES) })
    expect(href).toBe('/exam/42')
    expect(matchRoute(href)?.route).toMatchObject({ name: 'exam__order', build: 'ready', access: 'login' })
  })
})
