import { describe, expect, it } from 'vitest'
import { checkTransition } from '../orders/machine'
import { SEARCH_STATUS, UNIFIED_STATUS } from '../orders/unified'
import { TASK_ORDER_STATUSES, TASK_ORDER_TRANSITIONS, matchPercent } from './order-statuses'
import { ZTaskSearchInput } from './search-input'

describe('task order lifecycle', () => {
  it('ends the search once: a searched or canceled order is never searched again', () => {
    expect(checkTransition(TASK_ORDER_TRANSITIONS, 'searched', 'searched', 'job').ok).toBe(false)
    expect(checkTransition(TASK_ORDER_TRANSITIONS, 'searched', 'canceled', 'job').ok).toBe(false)
  })

  it('maps to the unified order: search in progress 1, then finished 2', () => {
    expect(TASK_ORDER_STATUSES.unifiedState(TASK_ORDER_STATUSES.ids.searching)).toEqual({ status: UNIFIED_STATUS.IN_PROGRESS, statusBySearch: SEARCH_STATUS.COMMON_IN_PROGRESS })
    expect(TASK_ORDER_STATUSES.unifiedState(TASK_ORDER_STATUSES.ids.searched)).toEqual({ status: UNIFIED_STATUS.DRAFT, statusBySearch: SEARCH_STATUS.COMMON_FINISHED })
    expect(TASK_ORDER_STATUSES.unifiedState(TASK_ORDER_STATUSES.ids.canceled).status).toBe(UNIFIED_STATUS.CANCELED)
    expect(() => TASK_ORDER_STATUSES.name(9)).toThrow()
  })

  it('labels scores as «Совпадение NN %» within 1–100', () => {
    expect(matchPercent(0.834)).toBe('Совпадение 83 %')
    expect(matchPercent(0)).toBe('Совпадение 1 %')
    expect(matchPercent(1.2)).toBe('Совпадение 100 %')
  })
})

describe('task search input', () => {
  it('wants a question or a photo, and a subject', () => {
    expect(ZTaskSearchInput.safeParse({ query: 'Реши', subject_id: 1 }).success).toBe(true)
    expect(ZTaskSearchInput.safeParse({ subject_id: 1, recognition_id: '0b8f7a3e-4f1c-4a52-9d7e-6f1b2c3d4e5f' }).success).toBe(true)
    expect(ZTaskSearchInput.safeParse({ query: ' ', subject_id: 1 }).error?.issues[0]?.message).toBe('Напиши вопрос или приложи фото, чтобы отправить')
    expect(ZTaskSearchInput.safeParse({ query: 'Реши' }).error?.issues[0]?.message).toBe('Заполни предмет, чтобы отправить вопрос')
  })
})
