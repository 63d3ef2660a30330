import { describe, expect, it } from 'vitest'
import { assertWellFormed, checkTransition, type TActor } from '../orders/machine'
import { SEARCH_STATUS, UNIFIED_STATUS } from '../orders/unified'
import { TASK_ORDER_STATUS, TASK_ORDER_TRANSITIONS, matchPercent, taskOrderStatusName, taskOrderUnifiedState, type TTaskOrderStatusName } from './order-statuses'
import { ZTaskSearchInput } from './search-input'

const STATUSES = Object.keys(TASK_ORDER_STATUS) as TTaskOrderStatusName[]
const ACTORS: TActor[] = ['client', 'job', 'system']

describe('task order lifecycle', () => {
  it('is a well-formed table whose statuses all exist', () => {
    expect(() => assertWellFormed(TASK_ORDER_TRANSITIONS)).not.toThrow()
    for (const t of TASK_ORDER_TRANSITIONS) for (const s of [...t.from, t.to]) expect(STATUSES).toContain(s)
  })

  it('allows every listed edge for its actor only, and refuses every other start status as stale', () => {
    for (const t of TASK_ORDER_TRANSITIONS) {
      for (const from of STATUSES) {
        for (const by of ACTORS) {
          const check = checkTransition(TASK_ORDER_TRANSITIONS, t.name, from, by)
          if (by !== t.by) expect(check).toMatchObject({ ok: false, reason: 'actor' })
          else if ((t.from as readonly string[]).includes(from)) expect(check).toMatchObject({ ok: true })
          else expect(check).toMatchObject({ ok: false, reason: 'stale' })
        }
      }
    }
    // The search ends once: a searched or canceled order is never searched again.
    expect(checkTransition(TASK_ORDER_TRANSITIONS, 'searched', 'searched', 'job').ok).toBe(false)
    expect(checkTransition(TASK_ORDER_TRANSITIONS, 'searched', 'canceled', 'job').ok).toBe(false)
  })

  it('maps to the unified order: search in progress 1, then finished 2', () => {
    expect(taskOrderUnifiedState(TASK_ORDER_STATUS.searching)).toEqual({ status: UNIFIED_STATUS.IN_PROGRESS, statusBySearch: SEARCH_STATUS.COMMON_IN_PROGRESS })
    expect(taskOrderUnifiedState(TASK_ORDER_STATUS.searched)).toEqual({ status: UNIFIED_STATUS.DRAFT, statusBySearch: SEARCH_STATUS.COMMON_FINISHED })
    expect(taskOrderUnifiedState(TASK_ORDER_STATUS.canceled).status).toBe(UNIFIED_STATUS.CANCELED)
    expect(() => taskOrderStatusName(9)).toThrow()
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
