// The three AI steps of an AI presentation order over the AI and sources ports: the basis (justification), the
// outline sized to the slides count and repaired to the §5 limits, and the deck: one slide per outline slide (written
// a section per call and repaired to the slide model), then the sources slide of real records in GOST R 7.0.100-2018
// form when the search finds relevant ones, else a closing «Выводы» slide of the outline's own theses.
import type { TAi } from '../../ai/port'
import { AiError } from '../../ai/errors'
import type { SourcesPort } from '../../sources/port'
import { objectCall } from '../../ai/prompts/prompt'
import { PROMPTS } from '../../ai/prompts/registry'
import { findReferences } from '../../sources/find-references'
import { formatReference } from '../../../domain/sources/gost'
import { referenceOrderKey, sortReferences } from '../../../domain/sources/reference-order'
import { ZDeckSpec, type TDeckSlide, type TDeckSpec, type TPresentationThemeId } from '../../../domain/presentation/deck'
import { PRESENTATION_LIMITS, ZPresentationJustification, type TPresentationJustification, type TPresentationOutline } from '../../../domain/presentation/input'
import { repairOutline } from '../../../domain/presentation/repair'
import { repairDeck, type TOutlinePoint } from '../../../domain/presentation/repair-deck'
import { buildNotes } from '../../../domain/presentation/speaker-notes'
import { clip, clipSentences } from '../../../domain/presentation/clip-text'

export type TPresentationBrief = { topic: string; slidesCount: number }

/** Every slide an outline may hold (§5: 10 sections × 5 slides); the deck (≤ 60) has room for them and the closing one. */
const CONTENT_SLIDES_MAX = 50
/** The sources slide lists at most ten records. */
const SOURCES_MAX = 10
const SECTION_CALLS_AT_ONCE = 3

const slidesCountOf = (n: number) => Math.min(PRESENTATION_LIMITS.slidesCount.max, Math.max(PRESENTATION_LIMITS.slidesCount.min, Math.round(n) || PRESENTATION_LIMITS.slidesCount.default))
const field = (text: string) => clipSentences(text, PRESENTATION_LIMITS.justificationField.max)

export async function generatePresentationJustification(ai: TAi, brief: TPresentationBrief): Promise<TPresentationJustification> {
  const a = await ai.generateObject(objectCall(PROMPTS.presentationJustification, { topic: brief.topic, slidesCount: slidesCountOf(brief.slidesCount) }, { maxTokens: 1500 }))
  return ZPresentationJustification.parse({ idea: field(a.idea), problem: field(a.problem), relevance: field(a.relevance), goal: field(a.goal) })
}

/** An outline within the limits (repaired when the model's is not), sized for brief.slidesCount slides. */
export async function generatePresentationOutline(ai: TAi, brief: TPresentationBrief & { justification: TPresentationJustification }): Promise<TPresentationOutline> {
  const slidesCount = slidesCountOf(brief.slidesCount)
  const a = await ai.generateObject(objectCall(PROMPTS.presentationOutline, { topic: brief.topic, slidesCount, justification: brief.justification }, { maxTokens: 4000 }))
  const raw = a.sections.map((s) => ({ title: s.title, subsections: (s.slides ?? []).map((sl) => ({ title: sl.title, narratives: sl.theses ?? [] })) }))
  return repairOutline(raw, slidesCount, { topic: brief.topic })
}

/** The slides of a paid order: one deck slide per outline slide, then the sources slide (or a closing one). */
export async function generatePresentationDeck(
  ports: { ai: TAi; sources: SourcesPort },
  input: TPresentationBrief & { justification: TPresentationJustification; outline: TPresentationOutline; themeId: TPresentationThemeId },
): Promise<TDeckSpec> {
  const demo = ports.ai.info.isDemo
  const outline = capSlides(repairOutline(input.outline, undefined, { topic: input.topic }))
  const bySection = await inBatches(outline, SECTION_CALLS_AT_ONCE, (section, s) => sectionSlides(ports.ai, input, outline, s, demo))
  const sources = await findSources(ports.sources, input.topic, outline)
  const closing = sources.length ? sourcesSlide(sources) : conclusionsSlide(outline, demo)
  return ZDeckSpec.parse({ topic: input.topic, themeId: input.themeId, isDemo: demo, slides: [...bySection.flat(), closing] })
}

/** The slides of one section; an answer the model could not make valid even after the repair try gives the outline's own bullets. */
async function sectionSlides(ai: TAi, input: { topic: string; justification: TPresentationJustification }, outline: TPresentationOutline, s: number, demo: boolean): Promise<TDeckSlide[]> {
  const points: TOutlinePoint[] = outline[s]!.subsections.map((sl) => ({ section: s + 1, title: sl.title, theses: sl.narratives }))
  const call = objectCall(PROMPTS.presentationSlides, { topic: input.topic, idea: input.justification.idea, goal: input.justification.goal, outline, section: s + 1 }, { maxTokens: 6000 })
  try {
    return repairDeck((await ai.generateObject(call)).slides, points, { demo })
  } catch (e) {
    if (e instanceof AiError && e.code === 'bad_output') return repairDeck([], points, { demo })
    throw e
  }
}

/** A guard: an outline past the §5 limits (never saved, since ZPresentationOutline refuses it) loses its last slides. */
function capSlides(outline: TPresentationOutline): TPresentationOutline {
  let left = CONTENT_SLIDES_MAX
  return outline.flatMap((s) => {
    const subsections = s.subsections.slice(0, left)
    left -= subsections.length
    return subsections.length ? [{ ...s, subsections }] : []
  })
}

async function inBatches<T, R>(items: readonly T[], size: number, run: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = []
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map((item, k) => run(item, i + k)))))
  return out
}

/** The most relevant real records (domain/sources/relevance) as GOST lines, in the reference list's GOST order. */
async function findSources(sources: SourcesPort, topic: string, outline: TPresentationOutline): Promise<string[]> {
  const found = await findReferences(sources, { topic, chapters: outline.map((s) => s.title) })
  return sortReferences(found.slice(0, SOURCES_MAX), (f) => referenceOrderKey(f.hit.record)).map((f) => clip(formatReference(f.hit.record), 600))
}

function sourcesSlide(references: string[]): TDeckSlide {
  return {
    kind: 'sources',
    title: 'Список источников',
    references,
    notes: 'Назовите источники, на которые опирается выступление, и предложите слушателям обратиться к ним за подробностями.',
  }
}

/** «Выводы»: the talk's points recalled from the outline's own theses, the first of each section (a closing section of conclusions aside, its slides are already in the deck). */
function conclusionsSlide(outline: TPresentationOutline, demo: boolean): TDeckSlide {
  const sumsUp = outline.length > 2 && /вывод|итог|заключени/i.test(outline.at(-1)!.title)
  const bullets = [...new Set((sumsUp ? outline.slice(0, -1) : outline).map((s) => s.subsections[0]!.narratives[0]!))].slice(0, 6)
  return { kind: 'bullets', title: 'Выводы', bullets, notes: buildNotes({ title: 'Выводы', theses: bullets }, { demo }) }
}
