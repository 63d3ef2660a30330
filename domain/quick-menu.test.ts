import { describe, expect, it } from 'vitest'
import { QUICK_MENU_SIZE, insertRecentOrder, orderHref, orderLabel, recentOrderFromDetail, type TRecentOrder } from './quick-menu'

const order = (id: string, kind: string | null = 'task'): TRecentOrder => ({ id, kind, title: null, createdAt: '2026-11-21T10:00:00.000Z' })

describe('insertRecentOrder', () => {
  it('puts the new order first and keeps only the 3 newest old ones', () => {
    const list = [order('4'), order('3'), order('2'), order('1')]
    expect(insertRecentOrder(list, order('5')).map((o) => o.id)).toEqual(['5', '4', '3', '2'])
  })

  it('grows a short list without dropping anything', () => {
    expect(insertRecentOrder([], order('1')).map((o) => o.id)).toEqual(['1'])
    expect(insertRecentOrder([order('2'), order('1')], order('3')).map((o) => o.id)).toEqual(['3', '2', '1'])
  })

  it('never holds more than the spec size, even from an oversized list', () => {
    const long = Array.from({ length: 9 }, (_, i) => order(String(9 - i)))
    const next = insertRecentOrder(long, order('10'))
    expect(next).toHaveLength(QUICK_MENU_SIZE)
    expect(next.map((o) => o.id)).toEqual(['10', '9', '8', '7'])
  })

  it('moves an order that is already listed to the front instead of listing it twice', () => {
    const list = [order('4'), order('3'), order('2'), order('1')]
    const again = { ...order('2'), title: 'Новое название' }
    const next = insertRecentOrder(list, again)
    expect(next.map((o) => o.id)).toEqual(['2', '4', '3', '1'])
    expect(next[0]?.title).toBe('Новое название')
  })

  it('does not change the list it was given', () => {
    const list = [order('2'), order('1')]
    insertRecentOrder(list, order('3'))
    expect(list.map((o) => o.id)).toEqual(['2', '1'])
  })
})

describe('orderHref', () => {
  it('links each kind to its order page', () => {
    expect(orderHref(order('11', 'text'))).toBe('/ecosystem/text-copilot/11')
    expect(orderHref(order('12', 'task'))).toBe('/ecosystem/task-solver/12')
    expect(orderHref(order('13', 'slides'))).toBe('/ecosystem/slides-copilot/13')
    expect(orderHref(order('14', 'library'))).toBe('/ecosystem/library/14')
    expect(orderHref(order('15', 'ai'))).toBe('/ecosystem/ai/15')
  })

  it('opens an order of unknown or missing kind as a task order', () => {
    expect(orderHref(order('21', null))).toBe('/ecosystem/task-solver/21')
    expect(orderHref(order('22', 'something-new'))).toBe('/ecosystem/task-solver/22')
  })
})

describe('orderLabel', () => {
  it('uses the title, or the product name when there is none', () => {
    expect(orderLabel({ kind: 'slides', title: '  История Рима ' })).toBe('История Рима')
    expect(orderLabel({ kind: 'slides', title: null })).toBe('Презентация')
    expect(orderLabel({ kind: 'text', title: '' })).toBe('Текстовая работа')
  })
})

describe('recentOrderFromDetail', () => {
  it('accepts numeric and string ids and fills a missing date', () => {
    expect(recentOrderFromDetail({ id: 7, kind: 'text', title: 'Эссе' })).toMatchObject({ id: '7', kind: 'text', title: 'Эссе' })
    expect(recentOrderFromDetail({ id: '8' })?.createdAt).toMatch(/^\d{4}-/)
  })

  it('ignores malformed details', () => {
    expect(recentOrderFromDetail(null)).toBeNull()
    expect(recentOrderFromDetail({ kind: 'text' })).toBeNull()
    expect(recentOrderFromDetail({ id: '' })).toBeNull()
  })
})
