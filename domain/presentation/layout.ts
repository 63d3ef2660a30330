// Laying a deck out (contract; the slide engine fills it in): every slide of a TDeckSpec becomes absolutely placed
// elements on a 13.333 × 7.5 in (16:9) slide, text measured with the theme font's metrics and shrunk until it fits its
// box. The PPTX writer and the browser preview draw exactly these elements, so the file looks like the page, and the
// LibreOffice render test checks the file's text boxes sit where these say.
import type { TDeckSlideKind, TDeckSpec } from './deck'
import type { TPresentationTitlePage } from './input'
import { footer } from './layout-parts'
import { slideElements, titleSlide } from './layout-slides'
import { PRESENTATION_THEMES } from './themes'

export const SLIDE_WIDTH_IN = 13.333
export const SLIDE_HEIGHT_IN = 7.5

/** One paragraph of a text box; `bullet` draws the theme's bullet, `level` 1 indents once. */
export type TLaidParagraph = { text: string; bullet?: boolean; level?: 0 | 1; bold?: boolean }

type TBox = { x: number; y: number; w: number; h: number }

export type TLaidElement =
  | (TBox & {
      type: 'text'
      /** A stable name (e.g. 'title', 'body', 'left', 'notes-label'): the render test and the preview match on it. */
      role: string
      paragraphs: TLaidParagraph[]
      fontFace: string
      /** In points, after fitting: the text at this size fits inside the box (measured). */
      fontSize: number
      color: string
      bold?: boolean
      italic?: boolean
      align: 'left' | 'center' | 'right'
      valign: 'top' | 'middle' | 'bottom'
      /** Line spacing as a multiple of the font size. */
      lineSpacing: number
      /** Space after each paragraph, points. */
      paraSpaceAfter: number
      /** The box's inner margin, inches (the same on all sides in PPTX and preview). */
      inset: number
      /** Lines the text takes at fontSize, as measured: the render test's overflow check. */
      measuredLines: number
      /** The measured wrapped lines of each paragraph (the preview draws exactly these). */
      lines?: string[][]
      /** Hanging indent of a bulleted paragraph, and the extra indent of level 1, inches. */
      indent?: number
      /** The theme's bullet character and colour for paragraphs with `bullet`. */
      bulletChar?: string
      bulletColor?: string
    })
  | (TBox & { type: 'rect'; fill: string; radius?: number })
  | (TBox & {
      type: 'table'
      header: string[]
      rows: string[][]
      fontFace: string
      fontSize: number
      headerFill: string
      headerColor: string
      color: string
      borderColor: string
      /** Column widths in inches, summing to w. */
      colW: number[]
      rowH: number
      /** Cell inner margin, inches (all sides). */
      inset?: number
      /** Line spacing of cell text as a multiple of the font size. */
      lineSpacing?: number
      /** Measured wrapped lines per cell: the header row first, then `rows`. */
      cellLines?: string[][][]
    })
  | (TBox & {
      type: 'chart'
      chartType: 'bar' | 'line' | 'pie'
      categories: string[]
      series: { name: string; values: number[] }[]
      colors: string[]
      fontFace: string
      fontSize: number
      color: string
      unit?: string
    })

export type TLaidSlide = {
  kind: TDeckSlideKind
  background: string
  elements: TLaidElement[]
  /** Speaker notes, plain text (PPTX notes page; the preview shows them under the slide). */
  notes: string
}

/** `author`: the student the title page names, the PPTX's author ('' or absent: nobody; never the service). */
export type TLaidDeck = { widthIn: number; heightIn: number; themeId: TDeckSpec['themeId']; topic: string; isDemo: boolean; author?: string; slides: TLaidSlide[] }

/** Places the title slide (from the topic and the title page) and every slide of the spec. */
export function layoutDeck(spec: TDeckSpec, titlePage?: TPresentationTitlePage): TLaidDeck {
  const theme = PRESENTATION_THEMES[spec.themeId] ?? PRESENTATION_THEMES.academic
  const slides: TLaidSlide[] = [titleSlide(spec, theme, titlePage)]
  spec.slides.forEach((slide, i) => {
    slides.push({
      kind: slide.kind,
      background: theme.background,
      elements: [...slideElements(slide, theme), ...footer(theme, i + 2, spec.isDemo)],
      notes: slide.notes,
    })
  })
  return { widthIn: SLIDE_WIDTH_IN, heightIn: SLIDE_HEIGHT_IN, themeId: theme.id, topic: spec.topic, isDemo: spec.isDemo, author: titlePage?.studentName ?? '', slides }
}
