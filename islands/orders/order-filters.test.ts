import { describe, expect, it } from 'vitest'
import { DEFAULT_FILTERS, filtersFromQuery, isFiltered, ordersVariables, withFilters } from './order-filters'

describe('«Мои задания» filters in the address', () => {
  it('reads every filter and falls back to the default on anything unknown', () => {
    const q = new URLSearchParams('tab=completed&search=эссе&type=9&from=2026-03-01&to=2026-03-31&page=2')
    expect(filtersFromQuery(q)).toEqual({ tab: 'completed', search: 'эссе', type: 9, from: '2026-03-01', to: '2026-03-31', page: 2 })
    expect(filtersFromQuery(new URLSearchParams('tab=done&type=4&from=01.03.2026&to=2026-13-45&page=-3'))).toEqual(DEFAULT_FILTERS)
    expect(filtersFromQuery({ page: '1.5', type: 'abc' })).toEqual(DEFAULT_FILTERS)
  })

  it('writes only what differs from the default and keeps the page’s other parameters', () => {
    const href = 'https://x.test/ecosystem/my-orders?utm_source=t&page=4#list'
    expect(withFilters(href, DEFAULT_FILTERS)).toBe('/ecosystem/my-orders?utm_source=t#list')
    const f = { tab: 'completed', search: '  план ', type: 5, from: '2026-03-01', to: '', page: 3 } as const
    const out = withFilters(href, f)
    expect(out).toBe('/ecosystem/my-orders?utm_source=t&tab=completed&search=%D0%BF%D0%BB%D0%B0%D0%BD&type=5&from=2026-03-01&page=3#list')
    expect(filtersFromQuery(new URL(out, 'https://x.test').searchParams)).toEqual({ ...f, search: 'план' })
  })

  it('tells filtered from the plain list', () => {
    expect(isFiltered(DEFAULT_FILTERS)).toBe(false)
    expect(isFiltered({ ...DEFAULT_FILTERS, tab: 'completed', page: 3, search: '  ' })).toBe(false)
    expect(isFiltered({ ...DEFAULT_FILTERS, to: '2026-01-01' })).toBe(true)
  })
})

describe('me.unifiedOrders variables', () => {
  it('sends the tab’s statuses, 10 a page, and nothing for unset filters', () => {
    expect(ordersVariables(DEFAULT_FILTERS)).toEqual({ status: ['DRAFT', 'IN_PROGRESS'], first: 10, page: 1 })
    expect(ordersVariables({ ...DEFAULT_FILTERS, tab: 'completed', page: 2 })).toEqual({ status: ['COMPLETED', 'CANCELED'], first: 10, page: 2 })
  })

  it('names the type and bounds the dates by Moscow days, «по» including its whole day', () => {
    const v = ordersVariables({ ...DEFAULT_FILTERS, search: ' курсовая ', type: 1, from: '2026-03-01', to: '2026-03-31' })
    expect(v).toMatchObject({ search: 'курсовая', type: ['TASK_SOLVING'], createdAfter: '2026-03-01T00:00:00.000+03:00', createdBefore: '2026-03-31T23:59:59.999+03:00' })
    expect(new Date(v.createdAfter as string).toISOString()).toBe('2026-02-28T21:00:00.000Z')
    expect(new Date(v.createdBefore as string).toISOString()).toBe('2026-03-31T20:59:59.999Z')
  })
})
