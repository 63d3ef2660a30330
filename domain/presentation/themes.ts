// The designed slide themes (deck.ts PRESENTATION_THEME_IDS). Fonts are only Arial and Times New Roman: PowerPoint,
// LibreOffice (Liberation Sans / Serif) and the browser draw them with the same widths, so the measured layout holds
// in all three. Colours are checked for contrast in themes.test.ts (body text ≥ 4.5 against its background).
import type { TPresentationThemeId } from './deck'

export type TThemeFont = 'Arial' | 'Times New Roman'

/** A decoration: a filled rectangle, inches, drawn under the text (may sit under footers and titles). */
export type TThemeRect = { x: number; y: number; w: number; h: number; fill: string; radius?: number }

export type TPresentationTheme = {
  id: TPresentationThemeId
  /** Shown on the theme picker. */
  name: string
  background: string
  titleColor: string
  textColor: string
  /** Footers, captions, sources, the title page lines. */
  mutedColor: string
  accent: string
  titleFont: TThemeFont
  bodyFont: TThemeFont
  bullet: string
  bulletColor: string
  tableHeaderFill: string
  tableHeaderColor: string
  tableBorder: string
  chartColors: [string, string, string]
  decorations: { title: TThemeRect[]; content: TThemeRect[]; section: TThemeRect[] }
}

const W = 13.333
const H = 7.5

const academic: TPresentationTheme = {
  id: 'academic',
  name: 'Академическая',
  background: '#FFFFFF',
  titleColor: '#1B365D',
  textColor: '#1F2933',
  mutedColor: '#52606D',
  accent: '#2F6690',
  titleFont: 'Times New Roman',
  bodyFont: 'Arial',
  bullet: '•',
  bulletColor: '#2F6690',
  tableHeaderFill: '#1B365D',
  tableHeaderColor: '#FFFFFF',
  tableBorder: '#BCCCDC',
  chartColors: ['#2F6690', '#D9A441', '#7A9E7E'],
  decorations: {
    title: [
      { x: 0, y: 0, w: 0.35, h: H, fill: '#1B365D' },
      { x: 0.35, y: 0, w: 0.08, h: H, fill: '#D9A441' },
      { x: 5.17, y: 4.05, w: 3, h: 0.05, fill: '#2F6690' },
    ],
    content: [
      { x: 0, y: 0, w: 0.18, h: H, fill: '#1B365D' },
      { x: 0.75, y: 1.6, w: 1.4, h: 0.06, fill: '#D9A441' },
      { x: 0.75, y: 6.88, w: W - 1.5, h: 0.01, fill: '#BCCCDC' },
    ],
    section: [
      { x: 0, y: 0, w: 0.35, h: H, fill: '#1B365D' },
      { x: 3.6, y: 4.25, w: 2, h: 0.06, fill: '#D9A441' },
    ],
  },
}

const contrast: TPresentationTheme = {
  id: 'contrast',
  name: 'Контрастная',
  background: '#111827',
  titleColor: '#FFFFFF',
  textColor: '#E5E7EB',
  mutedColor: '#A7B0BE',
  accent: '#FBBF24',
  titleFont: 'Arial',
  bodyFont: 'Arial',
  bullet: '■',
  bulletColor: '#FBBF24',
  tableHeaderFill: '#FBBF24',
  tableHeaderColor: '#111827',
  tableBorder: '#374151',
  chartColors: ['#FBBF24', '#38BDF8', '#F472B6'],
  decorations: {
    title: [
      { x: 0, y: 0, w: W, h: 0.14, fill: '#FBBF24' },
      { x: 0, y: H - 0.14, w: W, h: 0.14, fill: '#FBBF24' },
      { x: 5.67, y: 4.05, w: 2, h: 0.06, fill: '#FBBF24' },
    ],
    content: [
      { x: 0, y: 0, w: W, h: 0.1, fill: '#FBBF24' },
      { x: 0.75, y: 1.6, w: 0.9, h: 0.08, fill: '#FBBF24' },
    ],
    section: [
      { x: 0, y: 0, w: 0.35, h: H, fill: '#FBBF24' },
      { x: 3.6, y: 4.25, w: 2, h: 0.06, fill: '#FBBF24' },
    ],
  },
}

const warm: TPresentationTheme = {
  id: 'warm',
  name: 'Тёплая',
  background: '#FBF5EC',
  titleColor: '#7C2D12',
  textColor: '#3F2A1E',
  mutedColor: '#6B5544',
  accent: '#C2410C',
  titleFont: 'Arial',
  bodyFont: 'Times New Roman',
  bullet: '–',
  bulletColor: '#C2410C',
  tableHeaderFill: '#7C2D12',
  tableHeaderColor: '#FFFFFF',
  tableBorder: '#E2CDB0',
  chartColors: ['#C2410C', '#4D7C0F', '#1E3A8A'],
  decorations: {
    title: [
      { x: W - 0.45, y: 0, w: 0.45, h: H, fill: '#C2410C' },
      { x: W - 0.6, y: 0, w: 0.1, h: H, fill: '#F1DFC6' },
      { x: 5.67, y: 4.05, w: 2, h: 0.05, fill: '#C2410C' },
    ],
    content: [
      { x: W - 0.22, y: 0, w: 0.22, h: H, fill: '#C2410C' },
      { x: 0.75, y: 1.6, w: 11.833, h: 0.03, fill: '#E2CDB0' },
      { x: 0.75, y: 1.585, w: 1.2, h: 0.06, fill: '#C2410C' },
    ],
    section: [
      { x: W - 0.45, y: 0, w: 0.45, h: H, fill: '#C2410C' },
      { x: 3.6, y: 4.25, w: 2, h: 0.06, fill: '#C2410C' },
    ],
  },
}

export const PRESENTATION_THEMES: Record<TPresentationThemeId, TPresentationTheme> = { academic, contrast, warm }
