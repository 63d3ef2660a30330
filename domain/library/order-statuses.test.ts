import { describe, expect, it } from 'vitest'
import { checkTransition } from '../orders/machine'
import { UNIFIED_STATUS, SEARCH_STATUS } from '../orders/unified'
import { LIBRARY_ORDER_STATUSES, LIBRARY_ORDER_TRANSITIONS } from './order-statuses'

describe('library order lifecycle', () => {
  it('knows no transition outside its table', () => {
    expect(checkTransition(LIBRARY_ORDER_TRANSITIONS, 'refunded', 'paid', 'system')).toMatchObject({ ok: false, reason: 'unknown' })
  })

  it('never leaves the paid state: a paid order cannot be paid, refused or canceled again', () => {
    for (const t of LIBRARY_ORDER_TRANSITIONS) expect(checkTransition(LIBRARY_ORDER_TRANSITIONS, t.name, 'paid', t.by).ok).toBe(false)
  })

  it('maps to the unified order: draft until paid, completed when paid, canceled when refused or canceled', () => {
    expect(LIBRARY_ORDER_STATUSES.unifiedState(LIBRARY_ORDER_STATUSES.ids.created)).toEqual({ status: UNIFIED_STATUS.DRAFT, statusBySearch: SEARCH_STATUS.COMMON_FINISHED })
    expect(LIBRARY_ORDER_STATUSES.unifiedState(LIBRARY_ORDER_STATUSES.ids.paid).status).toBe(UNIFIED_STATUS.COMPLETED)
    expect(LIBRARY_ORDER_STATUSES.unifiedState(LIBRARY_ORDER_STATUSES.ids.sentDeny).status).toBe(UNIFIED_STATUS.CANCELED)
    expect(LIBRARY_ORDER_STATUSES.unifiedState(LIBRARY_ORDER_STATUSES.ids.canceled).status).toBe(UNIFIED_STATUS.CANCELED)
  })

  it('names statuses', () => {
    expect(LIBRARY_ORDER_STATUSES.name(3)).toBe('sentDeny')
    expect(() => LIBRARY_ORDER_STATUSES.name(9)).toThrow(/unknown status 9/)
  })
})
