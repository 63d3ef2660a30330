// What the text-work pipeline writes for one catalogue referat, with no database: sources through the sources port
// (the only references: real records formatted to GOST R 7.0.100), the outline and the text through the AI port.
import type { TAi } from '../ai/port'
import type { SourcesPort } from '../sources/port'
import { objectCall } from '../ai/prompts/prompt'
import { essayOutlineV1 } from '../ai/prompts/essay-outline.v1'
import { planEssayText, writeEssayPart, type TEssayContext } from '../ai/essay-text'
import type { TLengthPart } from '../ai/length'
import type { TApprovedSource, TOutline } from '../ai/prompts/common'
import { findReferences } from '../sources/find-references'
import { toReferenceData } from '../sources/reference-data'
import type { TReferatSection } from '../../domain/referat/referat-types'
import { referenceOrderKey, sortReferences } from '../../domain/sources/reference-order'


export type TWrittenReferat = {
  outline: TOutline['chapters']
  sections: TReferatSection[]
  references: string[]
  charactersCount: number
}

// A referat is short: 8 pages give two or three chapters of two subchapters, as a school or first-year work has.
const REFERAT_PAGES = 8
// The catalogue page lists the best ten; a referat of 8 pages does not need more.
const REFERAT_SOURCES_MAX = 10

const keyOf = (p: TLengthPart) => (p.kind === 'section' ? `${p.chapter}.${p.subchapter ?? 0}` : p.kind)

export async function writeReferat(o: { ai: TAi; sources: SourcesPort; topic: string; demoSeed?: string }): Promise<TWrittenReferat> {
  const answer = await o.ai.generateObject(
    objectCall(essayOutlineV1, { topic: o.topic, workType: 'referat', numberOfPages: REFERAT_PAGES, ...(o.demoSeed && { demoSeed: o.demoSeed }) }),
  )
  return writeReferatText({ ...o, outline: answer.chapters })
}

/** The text of a referat for a given outline (a catalogue referat's, or the one a client approved in an AI referat order). */
export async function writeReferatText(o: { ai: TAi; sources: SourcesPort; topic: string; outline: TOutline['chapters']; pages?: number; demoSeed?: string }): Promise<TWrittenReferat> {
  const pages = o.pages ?? REFERAT_PAGES
  const found = (await findReferences(o.sources, { topic: o.topic, chapters: [] })).slice(0, REFERAT_SOURCES_MAX)
  // In the reference list's GOST order from the start, so the text's [n] are the numbers the page and the DOCX print.
  const records = sortReferences(
    found.map((f) => toReferenceData(f.hit.record)),
    (r) => referenceOrderKey(r.record),
  )
  const outline = o.outline
  // The demo writer fills sentences around a source's title; so that it never puts a claim into a named work or
  // author's mouth, it writes without sources. A real model cites only the listed ones (writeEssayPart checks).
  const sources: TApprovedSource[] = o.ai.info.isDemo
    ? []
    : records.map((r) => ({ title: r.title.slice(0, 500), ...(r.author && { author: r.author.slice(0, 300) }), ...(r.year && { year: r.year }) }))
  const ctx: TEssayContext = { topic: o.topic, workType: 'referat', outline: { chapters: outline }, sources, ...(o.demoSeed && { demoSeed: o.demoSeed }) }
  const parts = planEssayText(pages, ctx.outline)
  const written = new Map<string, string>()
  let previousText = ''
  for (const part of [...parts.filter((p) => p.kind === 'section'), ...parts.filter((p) => p.kind !== 'section')]) {
    const next = await writeEssayPart(o.ai, ctx, part, { previousText })
    written.set(keyOf(part), next.text)
    previousText = next.text
  }
  const sections: TReferatSection[] = [{ title: 'Введение', level: 1, text: written.get('introduction') ?? '' }]
  outline.forEach((c, i) => {
    const n = i + 1
    sections.push({ title: `${n} ${c.title}`, level: 1, text: written.get(`${n}.0`) ?? '' })
    c.subchapters.forEach((s, j) => sections.push({ title: `${n}.${j + 1} ${s.title}`, level: 2, text: written.get(`${n}.${j + 1}`) ?? '' }))
  })
  sections.push({ title: 'Заключение', level: 1, text: written.get('conclusion') ?? '' })
  const charactersCount = sections.reduce((n, s) => n + s.title.length + s.text.length, 0)
  return { outline, sections, references: records.map((r) => r.formatted), charactersCount }
}
