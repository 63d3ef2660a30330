// The outline editor's actions: add stops at the §5 maximum, move keeps the items, delete and its undo put the item
// back at its place even after other edits, and the limits give the spec's messages.
import { describe, expect, it } from 'vitest'
import { PRESENTATION_MESSAGES as M } from '../../domain/presentation/input'
import { add, fromEditable, move, outlineErrors, remove, restore, setText, toEditable } from './outline-model'

const outline = () =>
  toEditable([
    { title: 'Введение', subsections: [{ title: 'Зачем эта тема', narratives: ['Первый тезис', 'Второй тезис'] }] },
    { title: 'Основная часть', subsections: [{ title: 'Факты', narratives: ['А'] }, { title: 'Выводы', narratives: ['Б'] }] },
  ])

describe('outline model', () => {
  it('round-trips and edits text in place', () => {
    const o = setText(outline(), { s: 1, sl: 0, t: 0 }, '  Новый тезис ')
    expect(fromEditable(o)[1]!.subsections[0]!.narratives).toEqual(['Новый тезис'])
    expect(fromEditable(setText(o, { s: 0 }, 'Начало'))[0]!.title).toBe('Начало')
  })

  it('moves up and down within its list, and not past the ends', () => {
    const o = outline()
    expect(fromEditable(move(o, { s: 1, sl: 1 }, -1))[1]!.subsections.map((s) => s.title)).toEqual(['Выводы', 'Факты'])
    expect(move(o, { s: 0 }, -1)).toBe(o)
    expect(fromEditable(move(o, { s: 0 }, 1)).map((s) => s.title)).toEqual(['Основная часть', 'Введение'])
  })

  it('adds empty items up to the maximum: 5 theses, 5 slides, 10 sections', () => {
    let o = outline()
    for (let i = 0; i < 3; i++) o = add(o, { s: 0, sl: 0, t: 0 })!.outline
    expect(o[0]!.subsections[0]!.narratives).toHaveLength(5)
    expect(add(o, { s: 0, sl: 0, t: 0 })).toBeNull()
    expect(outlineErrors(o).get(o[0]!.subsections[0]!.narratives[4]!.id)).toBe(M.emptyField)
    for (let i = 0; i < 8; i++) o = add(o, { s: 0 })!.outline
    expect(o).toHaveLength(10)
    expect(add(o, { s: 0 })).toBeNull()
  })

  it('a delete taken back returns the item to its place, even after another item moved', () => {
    const o = outline()
    const r = remove(o, { s: 1, sl: 0 })!
    expect(fromEditable(r.outline)[1]!.subsections.map((s) => s.title)).toEqual(['Выводы'])
    const edited = move(r.outline, { s: 1 }, -1)
    const back = restore(edited, r.removed)
    expect(fromEditable(back)[0]!.subsections.map((s) => s.title)).toEqual(['Факты', 'Выводы'])
    const t = remove(o, { s: 0, sl: 0, t: 0 })!
    expect(fromEditable(restore(t.outline, t.removed))[0]!.subsections[0]!.narratives).toEqual(['Первый тезис', 'Второй тезис'])
  })

  it('a slide without theses and an empty title give the spec messages', () => {
    const o = remove(outline(), { s: 1, sl: 0, t: 0 })!.outline
    const errors = outlineErrors(setText(o, { s: 0 }, '  '))
    expect(errors.get(`list:${o[1]!.subsections[0]!.id}`)).toBe(M.thesesFew)
    expect(errors.get(o[0]!.id)).toBe(M.emptyField)
    expect(outlineErrors(outline()).size).toBe(0)
  })
})
