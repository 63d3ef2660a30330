import { describe, expect, it } from 'vitest'
import { parseQa } from './qa'

describe('parseQa', () => {
  it('takes the options out of the text', () => {
    const r = parseQa('Что ты уже попробовал?\n<qa>Перенести 3 вправо</qa>\n<qa>Разделить на 2</qa>')
    expect(r.options).toEqual(['Перенести 3 вправо', 'Разделить на 2'])
    expect(r.text).toBe('Что ты уже попробовал?')
  })
  it('hides a tag still being streamed', () => {
    expect(parseQa('Выбери: <qa>Перенес').text).toBe('Выбери:')
    expect(parseQa('Выбери: <q').text).toBe('Выбери:')
    expect(parseQa('x < y').text).toBe('x < y')
  })
  it('drops empty and repeated options', () => {
    expect(parseQa('<qa> </qa><qa>да</qa><qa>да</qa>').options).toEqual(['да'])
  })
})
