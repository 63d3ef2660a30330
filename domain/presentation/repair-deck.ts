// The model's slides brought to the slide model (ZDeckSlide), one per outline slide: a layout whose content does not
// hold together (a chart whose series do not match its categories, a chart without a stated source, a table without
// columns, a quote put in a named person's mouth) becomes a bullets slide of the slide's own theses; lists are cut to
// their limits; speaker notes are fitted to 60–90 seconds, or built from the theses when missing.
import { z } from 'zod'
import { ZDeckSlide, type TDeckSlide } from './deck'
import { fitNotes } from './speaker-notes'
import { clip, squash } from './clip-text'

const str = z.string().nullish()
const strs = z.array(z.string().nullish()).nullish()
const cell = z.union([z.string(), z.number()]).nullish()
const column = z.object({ heading: str, bullets: strs }).nullish()

/** What a model may answer for one slide: every field of every layout, each possibly missing or out of its limits. */
export const ZRawDeckSlide = z.object({
  kind: str,
  title: str,
  bullets: strs,
  left: column,
  right: column,
  quote: str,
  source: str,
  columns: strs,
  rows: z.array(z.array(cell).nullish()).nullish(),
  caption: str,
  chart: z
    .object({
      type: str,
      categories: z.array(cell).nullish(),
      series: z.array(z.object({ name: str, values: z.array(cell).nullish() })).nullish(),
      unit: str,
    })
    .nullish(),
  subtitle: str,
  notes: str,
})
export type TRawDeckSlide = z.infer<typeof ZRawDeckSlide>

/** An outline slide the deck slide is written for: its section's number (1–10), title and theses. */
export type TOutlinePoint = { section: number; title: string; theses: readonly string[] }

const LIMITS = { text: 600, bullets: 6, columnBullets: 5, tableColumns: 5, tableRows: 8, columnName: 60, cell: 120, categories: 12, category: 40, series: 3, seriesName: 60, unit: 20 }

const lines = (items: readonly (string | number | null | undefined)[] | null | undefined, max: number) =>
  (items ?? []).map((t) => clip(t === null || t === undefined ? '' : String(t), max)).filter(Boolean)

/** «А. С. Пушкин», «Пушкин А. С.», «Лев Толстой», «Albert Einstein»: a source that names a person. */
const NAMED_PERSON = /(^|[\s«"(])(\p{Lu}\.\s?){1,2}\p{Lu}\p{Ll}+|\p{Lu}\p{Ll}+\s(\p{Lu}\.\s?){1,2}|\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}{2,}/u
/** A quote signed at its end: «… — Пушкин». */
const SIGNED = /[—–]\s*\p{Lu}[\p{L}.\s]*$/u
/** A chart says where its numbers come from. */
const STATES_SOURCE = /источник|по данным|демо|пример данных/iu

/**
 * One deck slide per outline slide, in order: the model's answer at the same position repaired, or a bullets slide of
 * the outline's theses where the answer has none. Every slide passes ZDeckSlide.
 */
export function repairDeck(raw: readonly TRawDeckSlide[], points: readonly TOutlinePoint[], opts: { demo?: boolean } = {}): TDeckSlide[] {
  return points.map((point, i) => ZDeckSlide.parse(repairSlide(raw[i], point, opts)))
}

function repairSlide(raw: TRawDeckSlide | undefined, point: TOutlinePoint, opts: { demo?: boolean }): TDeckSlide {
  const title = clip(raw?.title, LIMITS.text) || clip(point.title, LIMITS.text)
  const theses = lines(point.theses, LIMITS.text)
  const notes = fitNotes(raw?.notes, { title, theses }, opts)
  const ownBullets = lines(raw?.bullets, LIMITS.text)
  const bullets = (from: string[] = ownBullets): TDeckSlide => ({ kind: 'bullets', title, bullets: (from.length ? from : theses.length ? theses : [title]).slice(0, LIMITS.bullets), notes })
  if (!raw) return bullets(theses)
  switch (squash(raw.kind).toLowerCase()) {
    case 'bullets':
      return bullets()
    case 'two-columns': {
      const side = (c: TRawDeckSlide['left']) => ({ heading: clip(c?.heading, LIMITS.text), bullets: lines(c?.bullets, LIMITS.text).slice(0, LIMITS.columnBullets) })
      const [left, right] = [side(raw.left), side(raw.right)]
      if (!left.heading || !right.heading || !left.bullets.length || !right.bullets.length) return bullets([...ownBullets, ...left.bullets, ...right.bullets])
      return { kind: 'two-columns', title, left, right, notes }
    }
    case 'quote': {
      const quote = clip(raw.quote, LIMITS.text)
      const source = clip(raw.source, LIMITS.text)
      // Never a claim put in a named person's mouth: such a «quote» is not shown; the slide shows its theses.
      if (!quote || NAMED_PERSON.test(source) || NAMED_PERSON.test(quote.replace(/^\S+/, '')) || SIGNED.test(quote)) return bullets(theses)
      return { kind: 'quote', title, quote, ...(source && { source }), notes }
    }
    case 'table':
      return table(raw, title, notes) ?? bullets(theses)
    case 'chart':
      return chart(raw, title, notes) ?? bullets(theses)
    case 'section':
      return { kind: 'section', number: Math.min(10, Math.max(1, Math.round(point.section))), title, ...((clip(raw.subtitle, LIMITS.text) || theses[0]) && { subtitle: clip(raw.subtitle, LIMITS.text) || theses[0] }), notes }
    default:
      return bullets()
  }
}

function table(raw: TRawDeckSlide, title: string, notes: string): TDeckSlide | null {
  const columns = lines(raw.columns, LIMITS.columnName).slice(0, LIMITS.tableColumns)
  if (columns.length < 2) return null
  const rows = (raw.rows ?? [])
    .map((r) => Array.from({ length: columns.length }, (_, i) => clip(r?.[i] === null || r?.[i] === undefined ? '' : String(r[i]), LIMITS.cell)))
    .filter((r) => r.some(Boolean))
    .slice(0, LIMITS.tableRows)
  if (!rows.length) return null
  const caption = clip(raw.caption, LIMITS.text)
  return { kind: 'table', title, columns, rows, ...(caption && { caption }), notes }
}

/** A number as the model may write it: 12, "12", "12,5", "1 250". */
function numberOf(v: string | number | null | undefined): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null
  const s = (v ?? '').replace(/[\s\u00a0]/g, '').replace(',', '.')
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : null
}

function chart(raw: TRawDeckSlide, title: string, notes: string): TDeckSlide | null {
  const c = raw.chart
  const caption = clip(raw.caption, LIMITS.text)
  if (!c || !caption || !STATES_SOURCE.test(caption)) return null
  const categories = (c.categories ?? []).map((x) => clip(x === null || x === undefined ? '' : String(x), LIMITS.category))
  if (categories.length < 2 || categories.length > LIMITS.categories || categories.some((x) => !x)) return null
  const series = (c.series ?? []).slice(0, LIMITS.series).map((s, i) => ({ name: clip(s.name, LIMITS.seriesName) || `Ряд ${i + 1}`, values: (s.values ?? []).map(numberOf) }))
  if (!series.length || series.some((s) => s.values.length !== categories.length || s.values.some((v) => v === null))) return null
  let type = (['bar', 'line', 'pie'] as const).find((t) => t === squash(c.type).toLowerCase()) ?? 'bar'
  // A pie shows one set of shares: with several series or a negative value it is drawn as bars.
  if (type === 'pie' && (series.length > 1 || series[0]!.values.some((v) => v! < 0))) type = 'bar'
  const unit = clip(c.unit, LIMITS.unit)
  return { kind: 'chart', title, chart: { type, categories, series: series.map((s) => ({ name: s.name, values: s.values as number[] })), ...(unit && { unit }) }, caption, notes }
}
