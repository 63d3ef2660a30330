import { describe, expect, it } from 'vitest'
import { referenceSearchNote, sourcesCount } from './search-note'

describe('the sources step’s note on the search', () => {
  it('counts in Russian', () => {
    expect([1, 2, 4, 5, 11, 12, 21, 22, 25].map(sourcesCount)).toEqual([
      '1 подходящий источник', '2 подходящих источника', '4 подходящих источника', '5 подходящих источников', '11 подходящих источников',
      '12 подходящих источников', '21 подходящий источник', '22 подходящих источника', '25 подходящих источников',
    ])
  })

  it('says when there were too few, none, no others, and nothing for a full page', () => {
    expect(referenceSearchNote({ found: 3, page: 1, exhausted: false })).toBe('Нашли только 3 подходящих источника — добавь свои или измени тему')
    expect(referenceSearchNote({ found: 0, page: 1, exhausted: false })).toBe('Не нашли подходящих источников — добавь свои или измени тему')
    expect(referenceSearchNote({ found: 0, page: 2, exhausted: true })).toBe('Других подходящих источников не нашли — показываем прежние. Добавь свои или измени тему')
    expect(referenceSearchNote({ found: 10, page: 1, exhausted: false })).toBeNull()
    expect(referenceSearchNote(null)).toBeNull()
  })
})
