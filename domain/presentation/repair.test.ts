import { describe, expect, it } from 'vitest'
import { ZPresentationOutline } from './input'
import { outlineSlidesFor, repairOutline, type TRawOutline } from './repair'
import { countOutlineSlides } from '../../tests/helpers/presentation-measures'

type TRng = () => number
/** mulberry32: the same random outlines every run. */
function createRng(seed: number): TRng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), a | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const slide = (title: string, n: number) => ({ title, narratives: Array.from({ length: n }, (_, i) => `${title}: тезис ${i + 1}`) })
const section = (title: string, ...slides: ReturnType<typeof slide>[]) => ({ title, subsections: slides })
const allTheses = (o: { subsections: { narratives: string[] }[] }[]) => o.flatMap((s) => s.subsections.flatMap((sl) => sl.narratives))

describe('repairOutline: the spec’s cases', () => {
  it('gives a slide without theses one from its title', () => {
    const out = repairOutline([section('Введение', { title: 'Актуальность темы', narratives: [] })])
    expect(out[0]!.subsections[0]!.narratives).toEqual(['Актуальность темы'])
  })

  it('moves the sixth thesis onward to a next slide of the same section when the section has room', () => {
    const out = repairOutline([section('Основная часть', slide('Факторы', 6), slide('Итоги', 2))])
    expect(out).toHaveLength(1)
    expect(out[0]!.subsections.map((s) => s.title)).toEqual(['Факторы', 'Факторы (продолжение)', 'Итоги'])
    expect(out[0]!.subsections.map((s) => s.narratives.length)).toEqual([3, 3, 2])
    expect(allTheses(out)).toEqual(allTheses([section('x', slide('Факторы', 6), slide('Итоги', 2))]))
  })

  it('merges theses beyond five into the fifth when the section is full', () => {
    const full = section('Раздел', slide('А', 8), slide('Б', 1), slide('В', 1), slide('Г', 1), slide('Д', 1))
    const out = repairOutline([full])
    const first = out[0]!.subsections[0]!
    expect(out[0]!.subsections).toHaveLength(5)
    expect(first.narratives).toHaveLength(5)
    expect(first.narratives[4]).toBe('А: тезис 5; А: тезис 6; А: тезис 7; А: тезис 8')
  })

  it('splits a section of more than five slides into a next section', () => {
    const out = repairOutline([section('Понятия', ...Array.from({ length: 7 }, (_, i) => slide(`Слайд ${i + 1}`, 2)))])
    expect(out.map((s) => [s.title, s.subsections.length])).toEqual([
      ['Понятия', 4],
      ['Понятия (продолжение)', 3],
    ])
  })

  it('merges more than ten sections into ten', () => {
    const raw = Array.from({ length: 14 }, (_, i) => section(`Раздел ${i + 1}`, slide(`Слайд ${i + 1}`, 1)))
    const out = repairOutline(raw)
    expect(out).toHaveLength(10)
    expect(countOutlineSlides(out)).toBe(14)
    expect(out[0]!.title).toBe('Раздел 1')
  })

  it('fills an empty title from a thesis and drops what stays empty', () => {
    const out = repairOutline([
      { title: '  ', subsections: [{ title: '', narratives: ['Первый тезис', 'Второй тезис'] }, { title: ' ', narratives: ['', null] }] },
      { title: 'Пустой раздел', subsections: [] },
      { title: null, subsections: null },
    ])
    expect(out).toEqual([{ title: 'Первый тезис', subsections: [{ title: 'Первый тезис', narratives: ['Второй тезис'] }] }])
  })

  it('cuts a text beyond 300 characters at a word, with an ellipsis', () => {
    const long = 'слово '.repeat(100)
    const out = repairOutline([section(long, { title: long, narratives: [long] })])
    const line = out[0]!.subsections[0]!.narratives[0]!
    expect(line.length).toBeLessThanOrEqual(300)
    expect(line.endsWith('слово…')).toBe(true)
  })

  it('makes one placeholder slide on the topic of an outline with nothing usable', () => {
    expect(repairOutline([], 10, { topic: 'Экология города' })).toEqual([{ title: 'Экология города', subsections: [{ title: 'Экология города', narratives: ['Основные положения темы'] }] }])
  })

  it('brings the slides to slidesCount − 2: merges small neighbours, splits slides rich in theses', () => {
    const many = [section('А', ...Array.from({ length: 5 }, (_, i) => slide(`А${i}`, 2))), section('Б', ...Array.from({ length: 5 }, (_, i) => slide(`Б${i}`, 2)))]
    const fewer = repairOutline(many, 8)
    expect(countOutlineSlides(fewer)).toBe(6)
    expect(allTheses(fewer)).toEqual(allTheses(many))
    const few = [section('Введение', slide('Тема', 4)), section('Выводы', slide('Итоги', 4))]
    const more = repairOutline(few, 10)
    expect(countOutlineSlides(more)).toBe(8)
    expect(allTheses(more)).toEqual(allTheses(few))
  })

  it('keeps the first and the last section when slides must be dropped', () => {
    const raw = Array.from({ length: 9 }, (_, i) => section(`Раздел ${i + 1}`, slide(`Слайд ${i + 1}`, 5)))
    const out = repairOutline(raw, 8)
    expect(countOutlineSlides(out)).toBe(6)
    expect(out[0]!.title).toBe('Раздел 1')
    expect(out.at(-1)!.title).toBe('Раздел 9')
  })

  it('clamps the slides count to 8–20', () => {
    expect(outlineSlidesFor(3)).toBe(6)
    expect(outlineSlidesFor(99)).toBe(18)
    expect(outlineSlidesFor(Number.NaN)).toBe(8)
  })
})

// Random outlines of every kind of wrong: empty and blank lines, nulls, huge texts, 0–12 theses, 0–9 slides, 0–15 sections.
function randomText(rng: TRng): string | null {
  const r = rng()
  if (r < 0.06) return null
  if (r < 0.12) return ''
  if (r < 0.16) return '   \n\t '
  if (r < 0.22) return 'длинный текст '.repeat(1 + Math.floor(rng() * 60))
  return `Текст ${Math.floor(rng() * 1000)}`
}
function randomOutline(rng: TRng): TRawOutline {
  return Array.from({ length: Math.floor(rng() * 16) }, () => ({
    title: randomText(rng),
    subsections:
      rng() < 0.05
        ? null
        : Array.from({ length: Math.floor(rng() * 10) }, () => ({
            title: randomText(rng),
            narratives: rng() < 0.05 ? null : Array.from({ length: Math.floor(rng() * 13) }, () => randomText(rng)),
          })),
  }))
}

describe('repairOutline: properties over random outlines', () => {
  it('always gives an outline that passes ZPresentationOutline, sized to slidesCount − 2 when the content allows', () => {
    const rng = createRng(14)
    let sized = 0
    for (let run = 0; run < 3000; run++) {
      const raw = randomOutline(rng)
      const slidesCount = rng() < 0.2 ? undefined : 8 + Math.floor(rng() * 13)
      const out = repairOutline(raw, slidesCount, { topic: 'Тема презентации' })
      expect(ZPresentationOutline.safeParse(out).success).toBe(true)
      if (slidesCount === undefined) continue
      const slides = countOutlineSlides(out)
      const theses = allTheses(out).length
      // Never more slides than asked; fewer only when every slide is down to one thesis (nothing left to split).
      expect(slides).toBeLessThanOrEqual(slidesCount - 2)
      if (slides < slidesCount - 2) expect(theses).toBe(slides)
      else sized++
    }
    expect(sized).toBeGreaterThan(1000)
  })

  it('leaves an outline that already fits the limits and the count as it was', () => {
    const rng = createRng(7)
    for (let run = 0; run < 300; run++) {
      const out = repairOutline(randomOutline(rng), 8 + Math.floor(rng() * 13))
      expect(repairOutline(out, countOutlineSlides(out) + 2)).toEqual(out)
    }
  })
})
