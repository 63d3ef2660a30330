// A graph visual item drawn as a standalone SVG string from its data: the completed text shows it, the DOCX embeds it
// (and its PNG fallback). d3-scale and d3-shape do the maths (scales, nice ticks, line and arc paths) and touch no DOM,
// so the same code runs in the browser, on Node and on Workers; the markup around them is plain strings.
import { scaleBand, scaleLinear, scalePoint } from 'd3-scale'
import { arc, line, pie } from 'd3-shape'
import type { TVisualGraph } from './visual-items'

export const CHART_SIZE = { width: 640, height: 360 } as const
/** A narrow screen's bar or line chart: fewer units across, so its 14 px labels stay readable when scaled down. */
const COMPACT_WIDTH = 400
/** Print-friendly colours that stay apart in greyscale too (a GOST work is often printed black and white). */
const COLOURS = ['#1f4e79', '#c55a11', '#548235', '#7f6000', '#7030a0', '#2e75b6', '#bf9000', '#7f7f7f']
const FONT = "Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif"

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s)
/** Russian number style: a decimal comma, thin groups of thousands. */
const formatNumber = (v: number) => {
  const r = Math.round(v * 1000) / 1000
  const [int, frac] = String(Math.abs(r)).split('.')
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f')
  return `${r < 0 ? '−' : ''}${grouped}${frac ? `,${frac}` : ''}`
}
const f1 = (v: number) => Math.round(v * 10) / 10

function text(x: number, y: number, s: string, attrs = ''): string {
  return `<text x="${f1(x)}" y="${f1(y)}" ${attrs}>${esc(s)}</text>`
}

function legend(g: TVisualGraph, y: number): string {
  if (g.series.length < 2) return ''
  let x = 60
  return g.series
    .map((s, i) => {
      const name = cut(s.name, 24)
      const out = `<rect x="${x}" y="${y - 10}" width="12" height="12" fill="${COLOURS[i % COLOURS.length]}"/>${text(x + 18, y, name, 'font-size="15"')}`
      x += 30 + name.length * 7.5
      return out
    })
    .join('')
}

function axes(g: TVisualGraph, width: number) {
  const compact = width < CHART_SIZE.width
  const rotate = g.labels.length > (compact ? 4 : 6) || g.labels.some((l) => l.length > (compact ? 8 : 12))
  const margin = { top: g.series.length > 1 ? 40 : 20, right: 20, bottom: (rotate ? 90 : 46) + (g.xLabel ? 20 : 0), left: g.yLabel ? 78 : 60 }
  const values = g.series.flatMap((s) => s.values)
  const y = scaleLinear()
    .domain([Math.min(0, ...values), Math.max(0, ...values)])
    .nice()
    .range([CHART_SIZE.height - margin.bottom, margin.top])
  if (y.domain()[0] === y.domain()[1]) y.domain([0, 1])
  const ticks = y.ticks(6)
  const parts: string[] = []
  for (const t of ticks) {
    parts.push(`<line x1="${margin.left}" x2="${width - margin.right}" y1="${f1(y(t))}" y2="${f1(y(t))}" stroke="#d9d9d9"/>`)
    parts.push(text(margin.left - 8, y(t) + 4, formatNumber(t), 'font-size="14" text-anchor="end"'))
  }
  parts.push(`<line x1="${margin.left}" x2="${width - margin.right}" y1="${f1(y(0))}" y2="${f1(y(0))}" stroke="#000"/>`)
  parts.push(`<line x1="${margin.left}" x2="${margin.left}" y1="${margin.top}" y2="${CHART_SIZE.height - margin.bottom}" stroke="#000"/>`)
  if (g.yLabel) parts.push(text(18, (margin.top + CHART_SIZE.height - margin.bottom) / 2, cut(g.yLabel, 40), `font-size="15" text-anchor="middle" transform="rotate(-90 18 ${f1((margin.top + CHART_SIZE.height - margin.bottom) / 2)})"`))
  if (g.xLabel) parts.push(text((margin.left + width - margin.right) / 2, CHART_SIZE.height - 8, cut(g.xLabel, 60), 'font-size="15" text-anchor="middle"'))
  const xLabel = (x: number, label: string) => {
    const base = CHART_SIZE.height - margin.bottom + 16
    return rotate
      ? text(x, base, cut(label, 18), `font-size="14" text-anchor="end" transform="rotate(-35 ${f1(x)} ${f1(base)})"`)
      : text(x, base, cut(label, 14), 'font-size="14" text-anchor="middle"')
  }
  return { margin, y, parts, xLabel }
}

function barChart(g: TVisualGraph, width: number): string {
  const { margin, y, parts, xLabel } = axes(g, width)
  const x = scaleBand<number>().domain(g.labels.map((_, i) => i)).range([margin.left, width - margin.right]).padding(0.25)
  const inner = scaleBand<number>().domain(g.series.map((_, i) => i)).range([0, x.bandwidth()]).padding(0.08)
  const showValues = g.series.length === 1 && g.labels.length <= 12
  g.labels.forEach((label, li) => {
    g.series.forEach((s, si) => {
      const v = s.values[li]!
      const bx = x(li)! + inner(si)!
      const top = Math.min(y(v), y(0))
      parts.push(`<rect x="${f1(bx)}" y="${f1(top)}" width="${f1(inner.bandwidth())}" height="${f1(Math.abs(y(v) - y(0)))}" fill="${COLOURS[si % COLOURS.length]}"/>`)
      if (showValues) parts.push(text(bx + inner.bandwidth() / 2, v >= 0 ? top - 5 : top + Math.abs(y(v) - y(0)) + 14, formatNumber(v), 'font-size="14" text-anchor="middle"'))
    })
    parts.push(xLabel(x(li)! + x.bandwidth() / 2, label))
  })
  return parts.join('')
}

function lineChart(g: TVisualGraph, width: number): string {
  const { margin, y, parts, xLabel } = axes(g, width)
  const x = scalePoint<number>().domain(g.labels.map((_, i) => i)).range([margin.left + 24, width - margin.right - 24])
  g.labels.forEach((label, i) => parts.push(xLabel(x(i)!, label)))
  g.series.forEach((s, si) => {
    const colour = COLOURS[si % COLOURS.length]
    const path = line<number>()
      .x((_, i) => x(i)!)
      .y((v) => y(v))(s.values)
    parts.push(`<path d="${path}" fill="none" stroke="${colour}" stroke-width="2.5"/>`)
    s.values.forEach((v, i) => {
      parts.push(`<circle cx="${f1(x(i)!)}" cy="${f1(y(v))}" r="4" fill="${colour}"/>`)
      if (g.series.length === 1 && g.labels.length <= 12) parts.push(text(x(i)!, y(v) - 9, formatNumber(v), 'font-size="14" text-anchor="middle"'))
    })
  })
  return parts.join('')
}

function pieChart(g: TVisualGraph): string {
  const values = g.series[0]!.values
  const total = values.reduce((a, b) => a + b, 0)
  const r = 130
  const cx = 190
  const cy = CHART_SIZE.height / 2
  const slices = pie<number>().sort(null)(values)
  const shape = arc<(typeof slices)[number]>().innerRadius(0).outerRadius(r)
  const parts = slices.map((s, i) => `<path d="${shape(s)}" transform="translate(${cx} ${cy})" fill="${COLOURS[i % COLOURS.length]}" stroke="#fff" stroke-width="1.5"/>`)
  g.labels.forEach((label, i) => {
    const ly = cy - (g.labels.length * 24) / 2 + i * 24 + 12
    const share = total > 0 ? ` (${formatNumber((values[i]! / total) * 100)} %)` : ''
    parts.push(`<rect x="350" y="${f1(ly - 11)}" width="14" height="14" fill="${COLOURS[i % COLOURS.length]}"/>`)
    parts.push(text(372, ly + 1, `${cut(label, 22)}: ${formatNumber(values[i]!)}${share}`, 'font-size="15"'))
  })
  return parts.join('')
}

/** The chart as an SVG document (no caption: the text and the DOCX put «Рисунок N — …» under it); `compact` for a narrow screen. */
export function graphToSvg(g: TVisualGraph, o: { compact?: boolean } = {}): string {
  const width = o.compact && g.kind !== 'pie' ? COMPACT_WIDTH : CHART_SIZE.width
  const { height } = CHART_SIZE
  const body = g.kind === 'pie' ? pieChart(g) : g.kind === 'line' ? lineChart(g, width) : barChart(g, width)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="${esc(FONT)}" fill="#000" role="img">` +
    `<rect width="${width}" height="${height}" fill="#fff"/>${legend(g, 22)}${body}</svg>`
  )
}
