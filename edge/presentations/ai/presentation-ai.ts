// The three AI steps of an AI presentation order (contract; the AI-content part of issue 14 replaces these bodies with
// versioned prompts in edge/ai/prompts and the demo provider's labelled deck). The stubs only derive plain content
// from the input, so the order's flow can be built and tested meanwhile.
import type { TAi } from '../../ai/port'
import type { SourcesPort } from '../../sources/port'
import type { TDeckSpec, TPresentationThemeId } from '../../../domain/presentation/deck'
import type { TPresentationJustification, TPresentationOutline } from '../../../domain/presentation/input'

export type TPresentationBrief = { topic: string; slidesCount: number }

export async function generatePresentationJustification(_ai: TAi, brief: TPresentationBrief): Promise<TPresentationJustification> {
  const t = brief.topic
  return { idea: `Основная идея: ${t}`, problem: `Проблема темы «${t}»`, relevance: `Актуальность темы «${t}»`, goal: `Цель: раскрыть тему «${t}»` }
}

/** An outline within the limits (repaired when the model's is not), sized for brief.slidesCount slides. */
export async function generatePresentationOutline(_ai: TAi, brief: TPresentationBrief & { justification: TPresentationJustification }): Promise<TPresentationOutline> {
  const slides = Math.max(1, brief.slidesCount - 2)
  const sections = Math.min(10, Math.max(1, Math.ceil(slides / 3)))
  return Array.from({ length: sections }, (_, i) => ({
    title: `Раздел ${i + 1}`,
    subsections: Array.from({ length: Math.min(5, Math.max(1, Math.round(slides / sections))) }, (_, j) => ({ title: `Слайд ${i + 1}.${j + 1}`, narratives: [`Тезис слайда ${i + 1}.${j + 1}`] })),
  }))
}

/** The slides of a paid order: one deck slide per outline slide, the sources slide when sources were found. */
export async function generatePresentationDeck(
  _ports: { ai: TAi; sources: SourcesPort },
  input: TPresentationBrief & { justification: TPresentationJustification; outline: TPresentationOutline; themeId: TPresentationThemeId },
): Promise<TDeckSpec> {
  return {
    topic: input.topic,
    themeId: input.themeId,
    isDemo: true,
    slides: input.outline.flatMap((s) => s.subsections.map((sl) => ({ kind: 'bullets' as const, title: sl.title, bullets: sl.narratives, notes: sl.narratives.join(' ') }))),
  }
}
