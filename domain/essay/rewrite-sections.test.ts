import { describe, expect, it } from 'vitest'
import { affectedKeys, assembleRewrite, outlineSections, planRewrite, type TRewriteSection } from './rewrite-sections'

const outline = [
  { title: 'Понятие инфляции', subchapters: [{ title: 'Виды инфляции' }, { title: 'Причины' }] },
  { title: 'Инфляция в России', subchapters: [{ title: 'Динамика цен' }] },
]
const text = (key: string, title: string, level: 1 | 2, body: string): TRewriteSection => ({ key, title, level, text: body })
const old: TRewriteSection[] = [
  text('introduction', 'Введение', 1, 'Вступление [1].'),
  text('c1', '1 Понятие инфляции', 1, ''),
  text('c1.1', '1.1 Виды инфляции', 2, 'Виды различают [1, 2]. Правка студента.'),
  text('c1.2', '1.2 Причины', 2, 'Причины описаны [3].'),
  text('c2', '2 Инфляция в России', 1, ''),
  text('c2.1', '2.1 Динамика цен', 2, 'Цены росли [2, с. 14].'),
  text('conclusion', 'Заключение', 1, 'Итоги.'),
]
const ids = ['10', '20', '30']

describe('outlineSections', () => {
  it('numbers sections as the writer does, with chapter headings marked', () => {
    expect(outlineSections(outline).map((s) => [s.key, s.title, s.heading])).toEqual([
      ['introduction', 'Введение', false],
      ['c1', '1 Понятие инфляции', true],
      ['c1.1', '1.1 Виды инфляции', false],
      ['c1.2', '1.2 Причины', false],
      ['c2', '2 Инфляция в России', true],
      ['c2.1', '2.1 Динамика цен', false],
      ['conclusion', 'Заключение', false],
    ])
  })
})

describe('planRewrite', () => {
  it('affects nothing when neither the outline nor the sources changed, and keeps every text as it is', () => {
    const plan = planRewrite({ old, outline, oldSourceIds: ids, newSourceIds: ids })
    expect(affectedKeys(plan)).toEqual([])
    expect(plan.sections.map((s) => s.text)).toEqual(old.map((s) => s.text))
  })

  it('affects a renamed and a new subchapter only; a moved chapter keeps its text (and the edits) under its new number', () => {
    const changed = [
      { title: 'Инфляция в России', subchapters: [{ title: 'Динамика цен' }, { title: 'Меры Банка России' }] },
      { title: 'Понятие инфляции', subchapters: [{ title: 'Виды инфляции' }, { title: 'Причины роста цен' }] },
    ]
    const plan = planRewrite({ old, outline: changed, oldSourceIds: ids, newSourceIds: ids })
    expect(affectedKeys(plan)).toEqual(['c1.2', 'c2.2'])
    const byKey = Object.fromEntries(plan.sections.map((s) => [s.key, s]))
    expect(byKey['c1.1']).toMatchObject({ title: '1.1 Динамика цен', text: 'Цены росли [2, с. 14].', from: 'c2.1', reason: null })
    expect(byKey['c2.1']).toMatchObject({ title: '2.1 Виды инфляции', text: 'Виды различают [1, 2]. Правка студента.', from: 'c1.1', reason: null })
    expect(byKey['c2.2']).toMatchObject({ reason: 'OUTLINE', text: '' })
    expect(byKey.introduction!.reason).toBeNull()
  })

  it('ignores case, spacing and numbering when matching titles', () => {
    const same = [
      { title: 'понятие  инфляции', subchapters: [{ title: 'ВИДЫ инфляции' }, { title: 'Причины ' }] },
      { title: 'Инфляция в России', subchapters: [{ title: 'Динамика цен' }] },
    ]
    expect(affectedKeys(planRewrite({ old, outline: same, oldSourceIds: ids, newSourceIds: ids }))).toEqual([])
  })

  it('affects the sections citing a removed source and renumbers the citations of the others', () => {
    // Source 10 ([1]) removed, 40 added: [2] → [1], [3] → [2].
    const plan = planRewrite({ old, outline, oldSourceIds: ids, newSourceIds: ['20', '30', '40'] })
    expect(affectedKeys(plan)).toEqual(['introduction', 'c1.1'])
    expect(plan.sections.filter((s) => s.reason).every((s) => s.reason === 'SOURCES')).toBe(true)
    const byKey = Object.fromEntries(plan.sections.map((s) => [s.key, s.text]))
    expect(byKey['c1.2']).toBe('Причины описаны [2].')
    expect(byKey['c2.1']).toBe('Цены росли [1, с. 14].')
    expect(plan).toMatchObject({ addedSources: 1, removedSources: 1 })
  })

  it('counts an added source without affecting any section, and a reordered list only renumbers', () => {
    const plan = planRewrite({ old, outline, oldSourceIds: ids, newSourceIds: ['30', '10', '20'] })
    expect(affectedKeys(plan)).toEqual([])
    expect(plan.sections.find((s) => s.key === 'c1.1')!.text).toBe('Виды различают [2, 3]. Правка студента.')
    expect(plan).toMatchObject({ addedSources: 0, removedSources: 0 })
  })

  it('affects a section whose kept text is empty, never a chapter heading', () => {
    const blank = old.map((s) => (s.key === 'c1.2' ? { ...s, text: '  ' } : s))
    const plan = planRewrite({ old: blank, outline, oldSourceIds: ids, newSourceIds: ids })
    expect(affectedKeys(plan)).toEqual(['c1.2'])
    expect(plan.sections.filter((s) => s.heading).every((s) => s.reason === null)).toBe(true)
  })
})

describe('assembleRewrite', () => {
  it('puts the written sections in, keeps the edited others, and resets them to the generated text', () => {
    const generated = old.map((s) => ({ ...s, text: s.text.replace(' Правка студента.', '') }))
    const changed = [outline[0]!, { title: 'Инфляция в России', subchapters: [{ title: 'Динамика цен' }, { title: 'Меры Банка России' }] }]
    const { finalText, generatedText } = assembleRewrite({ current: old, generated, outline: changed, oldSourceIds: ids, newSourceIds: ids, written: new Map([['c2.2', 'Новый раздел [2].']]) })
    expect(finalText.map((s) => s.key)).toEqual(['introduction', 'c1', 'c1.1', 'c1.2', 'c2', 'c2.1', 'c2.2', 'conclusion'])
    expect(finalText.find((s) => s.key === 'c1.1')!.text).toBe('Виды различают [1, 2]. Правка студента.')
    expect(finalText.find((s) => s.key === 'c2.2')).toEqual({ key: 'c2.2', title: '2.2 Меры Банка России', level: 2, text: 'Новый раздел [2].' })
    expect(generatedText.find((s) => s.key === 'c1.1')!.text).toBe('Виды различают [1, 2].')
    expect(generatedText.find((s) => s.key === 'c2.2')!.text).toBe('Новый раздел [2].')
  })
})
