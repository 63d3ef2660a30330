import { describe, expect, it } from 'vitest'
import {
  markedVisualIds,
  numberVisualItems,
  parseVisualItem,
  parseVisualMarker,
  removeVisualMarker,
  swapVisualMarker,
  textParagraphs,
  VISUAL_ITEM_LIMITS,
  VISUAL_ITEM_MESSAGES,
  visualCaption,
  visualMarker,
  ZVisualFormula,
  ZVisualGraph,
  ZVisualItemRequest,
  ZVisualTable,
  type TVisualKind,
} from './visual-items'

const graph = { caption: 'Выручка', kind: 'bar', labels: ['2020', '2021'], series: [{ name: 'Выручка', values: [15, 18] }] }

describe('visual item schemas', () => {
  it('accept a table whose rows have as many cells as columns, and name the row that does not', () => {
    expect(ZVisualTable.safeParse({ caption: 'Т', columns: ['А', 'Б'], rows: [['1', '2']] }).success).toBe(true)
    const bad = ZVisualTable.safeParse({ caption: 'Т', columns: ['А', 'Б'], rows: [['1', '2'], ['3']] })
    expect(bad.success).toBe(false)
    expect(bad.error!.issues[0]!.path).toEqual(['rows', 1])
    expect(ZVisualTable.safeParse({ caption: 'Т', columns: [], rows: [[]] }).success).toBe(false)
    expect(ZVisualTable.safeParse({ caption: 'Т', columns: ['А'], rows: Array.from({ length: VISUAL_ITEM_LIMITS.tableRows + 1 }, () => ['x']) }).success).toBe(false)
  })

  it('accept a graph whose series match its labels; a pie has one series without negatives', () => {
    expect(ZVisualGraph.safeParse(graph).success).toBe(true)
    expect(ZVisualGraph.safeParse({ ...graph, series: [{ name: 'В', values: [1] }] }).success).toBe(false)
    expect(ZVisualGraph.safeParse({ ...graph, kind: 'radar' }).success).toBe(false)
    expect(ZVisualGraph.safeParse({ ...graph, series: [{ name: 'В', values: [1, 'два'] }] }).success).toBe(false)
    expect(ZVisualGraph.safeParse({ ...graph, kind: 'pie' }).success).toBe(true)
    expect(ZVisualGraph.safeParse({ ...graph, kind: 'pie', series: [{ name: 'В', values: [1, -1] }] }).success).toBe(false)
    expect(ZVisualGraph.safeParse({ ...graph, kind: 'pie', series: [...graph.series, { name: 'Б', values: [1, 2] }] }).success).toBe(false)
  })

  it('accept a formula with LaTeX and an optional caption', () => {
    expect(ZVisualFormula.safeParse({ latex: 'E = mc^2' }).success).toBe(true)
    expect(ZVisualFormula.safeParse({ latex: ' ' }).success).toBe(false)
  })

  it('parse a stored item by its type, and refuse one that does not fit it', () => {
    expect(parseVisualItem({ id: '1', type: 'graph', content: JSON.stringify(graph) })?.type).toBe('graph')
    expect(parseVisualItem({ id: '1', type: 'table', content: graph })).toBeNull()
    expect(parseVisualItem({ id: '1', type: 'video', content: graph })).toBeNull()
    expect(parseVisualItem({ id: '1', type: 'formula', content: '{not json' })).toBeNull()
  })
})

describe('the visual item request', () => {
  it('limits the selected text and the wish with named maxima and Russian messages', () => {
    const ok = ZVisualItemRequest.safeParse({ text: ' Абзац ', type: 'table', userInstructions: '  ' })
    expect(ok.success && ok.data).toEqual({ text: 'Абзац', type: 'table', userInstructions: null })
    const long = ZVisualItemRequest.safeParse({ text: 'я'.repeat(VISUAL_ITEM_LIMITS.text.max + 1), type: 'table' })
    expect(long.error?.issues[0]?.message).toBe(VISUAL_ITEM_MESSAGES.textTooLong)
    expect(VISUAL_ITEM_MESSAGES.textTooLong).toBe('Выделенный текст не может быть больше 3000 символов')
    const wish = ZVisualItemRequest.safeParse({ text: 'Абзац', type: 'graph', userInstructions: 'я'.repeat(VISUAL_ITEM_LIMITS.instructions.max + 1) })
    expect(wish.error?.issues[0]?.message).toBe(VISUAL_ITEM_MESSAGES.instructionsTooLong)
    expect(ZVisualItemRequest.safeParse({ text: '', type: 'graph' }).error?.issues[0]?.message).toBe(VISUAL_ITEM_MESSAGES.textRequired)
    expect(ZVisualItemRequest.safeParse({ text: 'Абзац', type: 'video' }).error?.issues[0]?.message).toBe(VISUAL_ITEM_MESSAGES.kindRequired)
  })
})

describe('numbering', () => {
  it('counts tables, figures and formulas apart, through the work, by the order of their markers', () => {
    const kinds: Record<string, TVisualKind> = { '5': 'table', '6': 'graph', '7': 'formula', '8': 'table', '9': 'graph' }
    const paragraphs = ['Текст.', visualMarker('8'), visualMarker('6'), 'Ещё.', visualMarker('7'), visualMarker('5'), visualMarker('9'), visualMarker('8'), visualMarker('404')]
    const n = numberVisualItems(paragraphs, (id) => kinds[id])
    expect(Object.fromEntries(n)).toEqual({ '8': 1, '6': 1, '7': 1, '5': 2, '9': 2 })
  })

  it('writes GOST captions', () => {
    expect(visualCaption({ id: '1', type: 'table', content: { caption: 'Итоги', columns: ['А'], rows: [['1']] } }, 2)).toBe('Таблица 2 — Итоги')
    expect(visualCaption({ id: '1', type: 'graph', content: { ...graph, kind: 'bar' } }, 3)).toBe('Рисунок 3 — Выручка')
    expect(visualCaption({ id: '1', type: 'formula', content: { latex: 'x' } }, 4)).toBe('(4)')
  })

  it('keeps the marker contract: a paragraph that is exactly [[visual:<id>]]', () => {
    expect(parseVisualMarker(visualMarker('42'))).toBe('42')
    expect(parseVisualMarker(`См. ${visualMarker('42')}`)).toBeNull()
  })
})

describe('deleting and replacing an item in place', () => {
  const [a, b, c] = [visualMarker('11'), visualMarker('12'), visualMarker('13')]

  it('drops the marker paragraph and keeps every other byte of the section', () => {
    expect(removeVisualMarker(`Первый абзац.\n\n${a}\n\nВторой  абзац, как был.\n${b}`, '11')).toBe('Первый абзац.\n\nВторой  абзац, как был.\n' + b)
    expect(removeVisualMarker(`${a}\n\nТекст.`, '11')).toBe('Текст.')
    expect(removeVisualMarker(`Текст.\n\n${a}`, '11')).toBe('Текст.')
    expect(removeVisualMarker(`Текст.\n\n${a}\n`, '11')).toBe('Текст.\n')
    expect(removeVisualMarker(`Текст.\n  ${a}  \n\nЕщё.`, '11')).toBe('Текст.\n\nЕщё.')
  })

  it('leaves a text without the marker alone (null), and a marker quoted inside a paragraph is no marker', () => {
    expect(removeVisualMarker(`Текст.\n\n${b}`, '11')).toBeNull()
    expect(removeVisualMarker(`См. ${a} выше.`, '11')).toBeNull()
  })

  it('numbers the remaining items 1..n again after one is deleted', () => {
    const kinds: Record<string, TVisualKind> = { '11': 'table', '12': 'table', '13': 'table' }
    const section = `Введение.\n\n${a}\n\nТекст.\n\n${b}\n\n${c}`
    const after = removeVisualMarker(section, '12')!
    expect(Object.fromEntries(numberVisualItems(textParagraphs(after), (id) => kinds[id]))).toEqual({ '11': 1, '13': 2 })
    expect(markedVisualIds([after, 'Другой раздел.'])).toEqual(new Set(['11', '13']))
  })

  it('swaps a marker for the new item in the same place', () => {
    expect(swapVisualMarker(`Текст.\n\n${a}\n\nЕщё.`, '11', '14')).toBe(`Текст.\n\n${visualMarker('14')}\n\nЕщё.`)
    expect(swapVisualMarker('Текст.', '11', '14')).toBeNull()
  })
})
