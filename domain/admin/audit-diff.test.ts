import { describe, expect, it } from 'vitest'
import { auditDiff } from './audit-diff'

describe('auditDiff', () => {
  it('keeps only the fields whose values differ', () => {
    expect(auditDiff({ id: 8, price: 1790, title: '3 месяца', version: 1 }, { id: 8, price: 1800, title: '3 месяца', version: 2 })).toEqual([
      { field: 'price', before: '1790', after: '1800' },
      { field: 'version', before: '1', after: '2' },
    ])
  })

  it('lists a created record’s fields as new and a removed field as gone', () => {
    expect(auditDiff(null, { id: 1, text: 'Плановые работы' })).toEqual([
      { field: 'id', before: null, after: '1' },
      { field: 'text', before: null, after: 'Плановые работы' },
    ])
    expect(auditDiff({ a: 1, b: { x: [1, 2] } }, { a: 1 })).toEqual([{ field: 'b', before: '{"x":[1,2]}', after: null }])
  })

  it('cuts long values and long lists, and compares plain values as a whole', () => {
    const [row] = auditDiff({ t: 'я'.repeat(200) }, { t: 'ю' })
    expect(row!.before).toHaveLength(80)
    expect(row!.before!.endsWith('…')).toBe(true)
    const many = Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`f${i}`, i]))
    const rows = auditDiff(null, many)
    expect(rows).toHaveLength(13)
    expect(rows.at(-1)).toEqual({ field: '…', before: null, after: 'ещё 3' })
    expect(auditDiff(5, 5)).toEqual([])
    expect(auditDiff(null, 'x')).toEqual([{ field: '', before: null, after: 'x' }])
  })
})
