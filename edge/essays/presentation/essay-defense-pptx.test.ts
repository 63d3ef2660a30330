// The defense PPTX of a finished work, opened: the title slide then a slide per deck slide (16:9), speaker notes
// pages with the notes' words, the sources' lines, and the demo label only on a demo work.
import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { sampleEssay } from '../../../tests/helpers/sample-essay'
import { essayDefenseDeck } from '../../../domain/essay/defense-deck'
import { orderReferences } from '../../../domain/essay/work-document-citations'
import { buildEssayDefensePptx } from './essay-defense-pptx'

const unescape = (s: string) => s.replace(/&(quot|apos|lt|gt|amp);/g, (_, e: string) => ({ quot: '"', apos: "'", lt: '<', gt: '>', amp: '&' })[e]!)
const texts = (xml: string) => unescape([...xml.matchAll(/<a:t>(.*?)<\/a:t>/gs)].map((t) => t[1]).join(' ')).replace(/\s+/g, ' ')
const numbered = (files: Record<string, Uint8Array>, re: RegExp) =>
  Object.keys(files)
    .filter((n) => re.test(n))
    .sort((a, b) => Number(/(\d+)\.xml$/.exec(a)![1]) - Number(/(\d+)\.xml$/.exec(b)![1]))
    .map((n) => texts(strFromU8(files[n]!)))
const words = (s: string, n: number) => s.split(' ').slice(0, n).join(' ')

describe('buildEssayDefensePptx', async () => {
  const work = sampleEssay()
  const deck = essayDefenseDeck(orderReferences(work), { isDemo: false })
  const files = unzipSync(await buildEssayDefensePptx(work, { isDemo: false }))
  const slides = numbered(files, /^ppt\/slides\/slide\d+\.xml$/)
  const notes = numbered(files, /^ppt\/notesSlides\/notesSlide\d+\.xml$/).join(' ')

  it('is a 16:9 deck: the title slide with the topic and the defense line, then every slide of the deck', () => {
    expect(strFromU8(files['ppt/presentation.xml']!)).toMatch(/<p:sldSz cx="12192000" cy="6858000"/)
    expect(slides).toHaveLength(1 + deck.slides.length)
    expect(slides[0]).toContain('Цифровая трансформация')
    expect(slides[0]).toContain('Презентация к защите реферата')
    expect(slides[1]).toContain('Цель и задачи')
    deck.slides.forEach((s, i) => expect(slides[i + 1], s.title).toContain(words(s.title, 3)))
  })

  it('carries the speaker notes and the sources', () => {
    for (const s of deck.slides.filter((x) => x.notes)) expect(notes, s.title).toContain(words(s.notes, 8))
    const sourceText = slides.slice(-2).join(' ')
    const refs = orderReferences(work).references
    for (const ref of refs) expect(sourceText).toContain(words(ref, 3))
    // Numbered as cited across both sources slides, once: «10. …» on the second, never «1. 10. …».
    refs.forEach((ref, i) => expect(sourceText).toContain(`${i + 1}. ${words(ref, 2)}`))
    const raw = Object.keys(files).filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n)).map((n) => strFromU8(files[n]!)).join('')
    expect(raw).not.toMatch(/<a:t>\d+\. \d+\. /)
    expect(raw).toMatch(/<a:t>10\. /)
    expect(slides.join(' ')).not.toMatch(/Демо/)
  })

  it("signs the title slide with the work's chosen forms: «Выполнила», «Проверила», never «Выполнил(а)» (issue 33 item 9)", async () => {
    const chosen = { ...work, titlePage: { ...work.titlePage, authorForm: 'VYPOLNILA' as const, teacherForm: 'PROVERILA' as const } }
    const title = numbered(unzipSync(await buildEssayDefensePptx(chosen, { isDemo: false })), /^ppt\/slides\/slide\d+\.xml$/)[0]!
    expect(title).toContain(`Выполнила: ${work.titlePage.studentName}`)
    expect(title).toContain(`Проверила: ${work.titlePage.teacher}`)
    expect(title).not.toContain('Выполнил(а)')
    expect(slides[0]).toContain(`Выполнил: ${work.titlePage.studentName}`)
    expect(slides[0]).toContain(`Проверил: ${work.titlePage.teacher}`)
  })

  it('says demo on a demo work', async () => {
    const demo = unzipSync(await buildEssayDefensePptx(work, { isDemo: true }))
    const all = [...numbered(demo, /^ppt\/slides\/slide\d+\.xml$/), strFromU8(demo['docProps/core.xml']!)].join(' ')
    expect(all).toMatch(/Демо/)
  })
})
