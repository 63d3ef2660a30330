import { describe, expect, it } from 'vitest'
import { orderDate, orderTitle, statusFromEvent, STATUS_BADGE } from './order-view'
import { pageList } from './orders-pager'

describe('an order row', () => {
  it('is called by its text, or by its product when it has none', () => {
    expect(orderTitle({ text: ' Эссе о Пушкине ', typeId: 5 })).toBe('Эссе о Пушкине')
    expect(orderTitle({ text: '', typeId: 5 })).toBe('Текстовая работа')
    expect(orderTitle({ text: null, typeId: 9 })).toBe('Презентация')
    expect(orderTitle({ text: '   ', typeId: 1 })).toBe('Задание')
  })

  it('shows the date in Moscow time in Russian', () => {
    expect(orderDate('2026-03-05T11:07:00Z').replace(/\s/g, ' ')).toBe('5 марта 2026, 14:07')
    expect(orderDate('2026-12-31T22:30:00Z').replace(/\s/g, ' ')).toBe('1 января 2027, 01:30')
    expect(orderDate('nonsense')).toBe('')
  })

  it('names each generic status in Russian', () => {
    expect(Object.values(STATUS_BADGE).map((b) => b.label)).toEqual(['Черновик', 'В работе', 'Готово', 'Отменён'])
  })

  it('reads a live status as its id or its name', () => {
    expect([1, 2, 3, 4, '3', 'completed', 'CANCELED'].map(statusFromEvent)).toEqual(['DRAFT', 'IN_PROGRESS', 'COMPLETED', 'CANCELED', 'COMPLETED', 'COMPLETED', 'CANCELED'])
    expect([0, 5, '', null, undefined, {}, 'DONE'].map(statusFromEvent)).toEqual([null, null, null, null, null, null, null])
  })
})

describe('pages', () => {
  it('lists the first, the last and the neighbours, with «…» for longer gaps', () => {
    expect(pageList(1, 1)).toEqual([1])
    expect(pageList(1, 3)).toEqual([1, 2, 3])
    expect(pageList(1, 12)).toEqual([1, 2, null, 12])
    expect(pageList(5, 12)).toEqual([1, null, 4, 5, 6, null, 12])
    expect(pageList(4, 12)).toEqual([1, 2, 3, 4, 5, null, 12])
    expect(pageList(12, 12)).toEqual([1, null, 11, 12])
  })
})
