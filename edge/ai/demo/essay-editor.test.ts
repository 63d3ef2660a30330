import { describe, expect, it } from 'vitest'
import { createRng } from './rng'
import { demoCustomEdit, demoExtend, demoRewrite, demoShorten } from './essay-editor'

const rng = () => createRng(7)
const PASSAGES = [
  'Инфляция является устойчивым ростом цен. Например, растут цены на продукты. Поэтому банк повышает ставку.',
  'Кредитная политика банка определяет стоимость денег',
  'Ставка, которую устанавливает банк, влияет на кредиты, вклады и курс рубля.',
  'ВВП растёт медленно.',
  'Рост',
]

describe('demo AI editor', () => {
  it('never answers the passage unchanged, and never adds a digit or a name that was not there', () => {
    for (const text of PASSAGES) {
      for (const out of [demoRewrite({ text }, rng()), demoShorten({ text }), demoExtend({ text }, rng()), demoCustomEdit({ text, task: 'Сделай лучше' }, rng())]) {
        expect(out.trim()).not.toBe(text)
        expect(out.match(/\d/g)?.length ?? 0).toBe(text.match(/\d/g)?.length ?? 0)
      }
    }
  })

  it('shortens to a prefix of the passage, extends by restating it', () => {
    for (const text of PASSAGES.slice(0, 4)) expect(demoShorten({ text }).length).toBeLessThan(text.length)
    expect(demoShorten({ text: PASSAGES[0]! })).toBe('Инфляция является устойчивым ростом цен. Например, растут цены на продукты.')
    expect(demoShorten({ text: PASSAGES[2]! })).toBe('Ставка, которую устанавливает банк.')
    const longer = demoExtend({ text: PASSAGES[1]! }, rng())
    expect(longer.startsWith(PASSAGES[1]!)).toBe(true)
    expect(longer).toContain('«Кредитная политика банка определяет стоимость денег»')
  })

  it('rewrites with synonyms and keeps capitals where they were', () => {
    expect(demoRewrite({ text: PASSAGES[0]! }, rng())).toBe('Инфляция выступает устойчивым ростом цен. К примеру, растут цены на продукты. По этой причине банк повышает ставку.')
    expect(demoRewrite({ text: PASSAGES[3]! }, rng())).toMatch(/^(Иными словами|Иначе говоря|Другими словами), ВВП растёт медленно\.$/)
  })

  it('applies plain instructions and says it is a demo otherwise', () => {
    expect(demoCustomEdit({ text: PASSAGES[0]!, task: 'оформи списком' }, rng())).toBe(
      '— Инфляция является устойчивым ростом цен.\n— Например, растут цены на продукты.\n— Поэтому банк повышает ставку.',
    )
    expect(demoCustomEdit({ text: 'Он сказал "да".', task: 'поставь ёлочки' }, rng())).toBe('Он сказал «да».')
    expect(demoCustomEdit({ text: PASSAGES[1]!, task: 'Сократи' }, rng()).length).toBeLessThan(PASSAGES[1]!.length)
    expect(demoCustomEdit({ text: PASSAGES[1]!, task: 'Добавь цифры' }, rng())).toMatch(/^\[Демо-режим: нейросеть не подключена, поэтому инструкция «Добавь цифры» не выполнена/)
  })
})
