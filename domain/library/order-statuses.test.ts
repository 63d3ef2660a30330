import { describe, expect, it } from 'vitest'
import { assertWellFormed, checkTransition, type TActor } from '../orders/machine'
import { UNIFIED_STATUS, SEARCH_STATUS } from '../orders/unified'
import {
  LIBRARY_ORDER_STATUS,
  LIBRARY_ORDER_TRANSITIONS,
  libraryOrderStatusName,
  libraryOrderUnifiedState,
  type TLibraryOrderStatusName,
} from './order-statuses'

const STATUSES = Object.keys(LIBRARY_ORDER_STATUS) as TLibraryOrderStatusName[]
const ACTORS: TActor[] = ['client', 'job', 'system']

describe('library order lifecycle', () => {
  it('is a well-formed table whose statuses all exist', () => {
    expect(() => assertWellFormed(LIBRARY_ORDER_TRANSITIONS)).not.toThrow()
    for (const t of LIBRARY_ORDER_TRANSITIONS) for (const s of [...t.from, t.to]) expect(STATUSES).toContain(s)
  })

  it('allows every listed edge for its actor only, and refuses every other start status as stale', () => {
    for (const t of LIBRARY_ORDER_TRANSITIONS) {
      for (const from of STATUSES) {
        for (const by of ACTORS) {
          const check = checkTransition(LIBRARY_ORDER_TRANSITIONS, t.name, from, by)
          if (by !== t.by) expect(check).toMatchObject({ ok: false, reason: 'actor' })
          else if ((t.from as readonly string[]).includes(from)) expect(check).toMatchObject({ ok: true })
          else expect(check).toMatchObject({ ok: false, reason: 'stale' })
        }
      }
    }
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
