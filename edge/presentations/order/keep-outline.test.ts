import { describe, expect, it } from 'vitest'
import { ZPresentationOutline } from '../../../domain/presentation/input'
import { keepOutline } from './keep-outline'

const slide = (n: number, theses = 2) => ({ title: `Слайд ${n}`, narratives: Array.from({ length: theses }, (_, i) => `Тезис ${i + 1}`) })

describe('keepOutline', () => {
  it('keeps a valid outline as it is', () => {
    const outline = [{ title: 'Введение', subsections: [slide(1), slide(2)] }]
    expect(keepOutline(outline)).toEqual(outline)
  })

  it('brings an overgrown outline within the §5 limits', () => {
    const big = Array.from({ length: 12 }, (_, i) => ({ title: ` Раздел\n${i} `, subsections: Array.from({ length: 7 }, (_, j) => slide(j, 8)) }))
    const kept = keepOutline(big)!
    expect(ZPresentationOutline.safeParse(kept).success).toBe(true)
    expect(kept).toHaveLength(10)
    expect(kept[0]!.title).toBe('Раздел 0')
    expect(kept[0]!.subsections).toHaveLength(5)
    expect(kept[0]!.subsections[0]!.narratives).toHaveLength(5)
  })

  it('drops empty lines, slides without theses and sections without slides; null when nothing is left', () => {
    const kept = keepOutline([
      { title: 'Пустой', subsections: [{ title: 'Без тезисов', narratives: ['  ', ''] }] },
      { title: 'Годный', subsections: [{ title: 'Слайд', narratives: ['', 'Тезис', 'т'.repeat(400)] }, { title: ' ', narratives: ['Тезис'] }] },
    ])
    expect(kept).toEqual([{ title: 'Годный', subsections: [{ title: 'Слайд', narratives: ['Тезис', 'т'.repeat(300)] }] }])
    expect(keepOutline([{ title: 'Пустой', subsections: [] }])).toBeNull()
    expect(keepOutline('нет')).toBeNull()
    expect(keepOutline([null, 5, { subsections: 'x' }])).toBeNull()
  })
})
