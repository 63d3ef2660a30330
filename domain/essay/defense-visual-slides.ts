// A text work's tables and graphs (the AI editor's visual items) as defense slides: the same numbers, cut to what a
// slide holds (5 columns × 8 rows, 12 points × 3 series), with the GOST caption the work gives them and a note when
// part is left out. A formula has no slide of its own: the work's text around it is on the chapter slide.
import type { TDeckSlide } from '../presentation/deck'
import { visualCaption, type TVisualItem } from './visual-items'

const cut = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`)
const cell = (s: string) => cut(s.replace(/\s+/g, ' ').trim(), 120)

type TVisualSlide = Extract<TDeckSlide, { kind: 'table' | 'chart' }>

/** The slide of item number `n` (its GOST number in the work); null for a formula or an item a slide cannot show. */
export function visualSlide(item: TVisualItem, n: number, o: { isDemo: boolean; notes: string }): TVisualSlide | null {
  const title = cut(visualCaption(item, n), 600)
  if (item.type === 'table') {
    const t = item.content
    const cols = Math.min(t.columns.length, 5)
    if (cols < 2) return null
    const rows = t.rows.slice(0, 8).map((r) => Array.from({ length: cols }, (_, i) => cell(r[i] ?? '')))
    const left = [t.rows.length > 8 ? `показаны первые 8 строк из ${t.rows.length}` : null, t.columns.length > 5 ? `первые 5 столбцов из ${t.columns.length}` : null].filter(Boolean)
    return {
      kind: 'table',
      title,
      columns: t.columns.slice(0, cols).map((c) => cut(c.replace(/\s+/g, ' ').trim(), 60)),
      rows,
      ...(left.length ? { caption: `Из таблицы работы ${left.join(', ')}` } : {}),
      notes: o.notes,
    }
  }
  if (item.type === 'graph') {
    const g = item.content
    const points = Math.min(g.labels.length, 12)
    if (points < 2) return null
    const series = g.series.slice(0, g.kind === 'pie' ? 1 : 3).map((s) => ({ name: cut(s.name, 60), values: s.values.slice(0, points) }))
    const parts = [
      o.isDemo ? 'Демо: числа условные, для примера' : 'Данные из текста работы',
      g.labels.length > 12 ? `показаны первые 12 значений из ${g.labels.length}` : null,
      g.series.length > series.length ? `ряды: ${series.length} из ${g.series.length}` : null,
    ].filter(Boolean)
    return {
      kind: 'chart',
      title,
      chart: {
        type: g.kind,
        categories: g.labels.slice(0, points).map((l) => cut(l, 40)),
        series,
        ...(g.yLabel ? { unit: cut(g.yLabel, 20) } : {}),
      },
      caption: parts.join('; '),
      notes: o.notes,
    }
  }
  return null
}
