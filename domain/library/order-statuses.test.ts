import { describe, expect, it } from 'vitest'
import { checkTransition } from '../orders/machine'
import { UNIFIED_STATUS, SEARCH_STATUS } from '../orders/unified'
import {
  LIBRARY_ORDER_STATUS,
  LIBRARY_ORDER_TRANSITIONS,
  libraryOrderStatusName,
  libraryOrderUnifiedState,
} from './order-statuses'

describe('library order lifecycle', () => {
  it('knows no transition outside its table', () => {
    expect(checkTransition(LIBRARY_ORDER_TRANSITIONS, 'refunded', 'paid', 'system')).toMatchObject({ ok: false, reason: 'unknown' })
  })

  it('never leaves the paid state: a paid order cannot be paid, refused or canceled again', () => {
    for (const t of LIBRARY_ORDER_TRANSITIONS) expect(checkTransition(LIBRARY_ORDER_TRANSITIONS, t.name, 'paid', t.by).ok).toBe(false)
  })

  it('maps to the unified order: draft until paid, completed when paid, canceled when refused or canceled', () => {
    expect(libraryOrderUnifiedState(LIBRARY_ORDER_STATUS.created)).toEqual({ status: UNIFIED_STATUS.DRAFT, statusBySearch: SEARCH_STATUS.COMMON_FINISHED })
    expect(libraryOrderUnifiedState(LIBRARY_ORDER_STATUS.paid).status).toBe(UNIFIED_STATUS.COMPLETED)
    expect(libraryOrderUnifiedState(LIBRARY_ORDER_STATUS.sentDeny).status).toBe(UNIFIED_STATUS.CANCELED)
    expect(libraryOrderUnifiedState(LIBRARY_ORDER_STATUS.canceled).status).toBe(UNIFIED_STATUS.CANCELED)
  })

  it('names statuses', () => {
    expect(libraryOrderStatusName(3)).toBe('sentDeny')
    expect(() => libraryOrderStatusName(9)).toThrow(/unknown status 9/)
  })
})
