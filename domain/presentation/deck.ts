// The slide model (DESIGN.md "Streams, recognition, visuals": slides are built from one slide model that also renders
// the browser preview). A deck spec is what the AI (or a finished text work) says; layoutDeck (./layout.ts) places it
// on a 16:9 slide with measured text; the PPTX writer (edge/documents/presentation) and the preview
// (islands/presentation/deck-preview.tsx) both draw the laid-out deck, so the file looks like the page.
import { z } from 'zod'

/** The designed themes the student picks at the start (./themes.ts holds their colours and fonts). */
export const PRESENTATION_THEME_IDS = ['academic', 'contrast', 'warm'] as const
export type TPresentationThemeId = (typeof PRESENTATION_THEME_IDS)[number]
export const ZPresentationThemeId = z.enum(PRESENTATION_THEME_IDS)
export const DEFAULT_PRESENTATION_THEME: TPresentationThemeId = 'academic'

const text = z.string().trim().min(1).max(600)
const notes = z.string().trim().max(3000)

const bulletsSlide = z.object({ kind: z.literal('bullets'), title: text, bullets: z.array(text).min(1).max(6), notes })
const columnsSlide = z.object({
  kind: z.literal('two-columns'),
  title: text,
  left: z.object({ heading: text, bullets: z.array(text).min(1).max(5) }),
  right: z.object({ heading: text, bullets: z.array(text).min(1).max(5) }),
  notes,
})
/** A quote is only ever the work's own words or a definition without an author: never a claim put in a named mouth. */
const quoteSlide = z.object({ kind: z.literal('quote'), title: text, quote: text, source: text.optional(), notes })
const tableSlide = z.object({
  kind: z.literal('table'),
  title: text,
  columns: z.array(z.string().trim().min(1).max(60)).min(2).max(5),
  rows: z.array(z.array(z.string().trim().max(120)).min(2).max(5)).min(1).max(8),
  caption: text.optional(),
  notes,
})
const chartSlide = z.object({
  kind: z.literal('chart'),
  title: text,
  chart: z.object({
    type: z.enum(['bar', 'line', 'pie']),
    categories: z.array(z.string().trim().min(1).max(40)).min(2).max(12),
    series: z.array(z.object({ name: z.string().trim().min(1).max(60), values: z.array(z.number().finite()).min(2).max(12) })).min(1).max(3),
    unit: z.string().trim().max(20).optional(),
  }),
  /** Says where the numbers come from; demo numbers are labelled as examples. */
  caption: text,
  notes,
})
const sectionSlide = z.object({ kind: z.literal('section'), number: z.number().int().min(1).max(10), title: text, subtitle: text.optional(), notes })
/** GOST R 7.0.100-2018 lines of real records, numbered as cited. */
const sourcesSlide = z.object({ kind: z.literal('sources'), title: text, references: z.array(z.string().trim().min(1).max(600)).min(1).max(10), notes })

export const ZDeckSlide = z.discriminatedUnion('kind', [bulletsSlide, columnsSlide, quoteSlide, tableSlide, chartSlide, sectionSlide, sourcesSlide])
export type TDeckSlide = z.infer<typeof ZDeckSlide>
export type TDeckSlideKind = TDeckSlide['kind'] | 'title'

/**
 * A deck without its title slide: the title slide is drawn from `topic` and the title page the client fills (it may
 * change after the slides are written). `isDemo` labels every slide's footer and the file's properties.
 */
export const ZDeckSpec = z.object({
  topic: z.string().trim().min(1).max(255),
  /** A line under the topic on the title slide (e.g. «Презентация к защите курсовой работы»). */
  subtitle: z.string().trim().max(200).optional(),
  themeId: ZPresentationThemeId,
  isDemo: z.boolean(),
  // 50 = the outline's most (10 sections × 5 slides), plus the closing slide or a finished work's sources slides.
  slides: z.array(ZDeckSlide).min(1).max(60),
})
export type TDeckSpec = z.infer<typeof ZDeckSpec>
