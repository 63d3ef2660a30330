import { describe, expect, it } from 'vitest'
import { pickSeries, readNumbers } from './visual-numbers'

const read = (text: string) => readNumbers(text).map((n) => [n.label, n.value, n.unit])

describe('readNumbers', () => {
  it('never takes a year, a range or the wish layout for a value', () => {
    expect(read('В 2023 году в возрастной группе 18–24 лет доля пользователей — 71 %.')).toEqual([['2023', 71, '%']])
    expect(read('Сделай 3 столбца: Москва — 40 %, Казань — 25 %')).toEqual([['Москва', 40, '%'], ['Казань', 25, '%']])
    expect(read('В 2019–2021 гг. опрошено 2 500 человек')).toEqual([['Опрошено', 2500, 'чел.']])
  })

  it('keeps money of different scales and a change apart from levels', () => {
    const numbers = readNumbers('Выручка составила 800 тыс. рублей, прибыль — 1,2 млн рублей, а доля рынка выросла на 3 % и достигла 12 %.')
    expect(numbers.map((n) => [n.label, n.value, n.unit])).toEqual([
      ['Выручка', 800, 'тыс. руб.'],
      ['Прибыль', 1.2, 'млн руб.'],
      ['Доля рынка (выросла на)', 3, '% (изменение)'],
      ['Доля рынка', 12, '%'],
    ])
    // No group is larger than one here: the first wins, a single number of one unit.
    expect(pickSeries(numbers)).toHaveLength(1)
  })

  it('a year after the number labels it too', () => {
    expect(read('Число пользователей достигло 15 млн в 2022 году, а 18 млн — в 2023 году.')).toEqual([
      ['2022', 15, 'млн'],
      ['2023', 18, 'млн'],
    ])
  })
})
