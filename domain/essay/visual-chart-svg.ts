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

/**
 * A label's width in px at `size`, by DejaVu Sans metrics (the DOCX PNG's font, wider than Arial): capitals and digits
 * wider than lower case, spaces and stems narrow. An upper bound, so a wrapped label fits in either font.
 */
export function textWidth(s: string, size = 14): number {
  let w = 0
  for (const ch of s) w += ch === ' ' ? 4.5 : /[ilj.,:;!'|()[\]]/u.test(ch) ? 4.4 : /[mwшщжмыюMWШЩЖМЫЮ—]/u.test(ch) ? 11.6 : /[A-ZА-ЯЁ0-9%]/u.test(ch) ? 9.9 : 8.5
  return (w * size) / 14
}

/**
 * `label` in lines of at most `max` px, words kept whole (a word wider than a line is split with a hyphen), at most
 * `lines` lines; only what still does not fit ends in «…». A category name stays readable instead of being cut.
 */
export function wrapLabel(label: string, max: number, lines = 3, size = 14): string[] {
  const measure = (t: string) => textWidth(t, size)
  const out: string[] = []
  let line = ''
  const push = (word: string) => {
    const next = line ? `${line} ${word}` : word
    if (measure(next) <= max) return void (line = next)
    if (line) out.push(line)
    line = ''
    let rest = word
    while (measure(rest) > max) {
      let n = rest.length - 1
      while (n > 1 && measure(`${rest.slice(0, n)}-`) > max) n--
      out.push(`${rest.slice(0, n)}-`)
      rest = rest.slice(n)
    }
    line = rest
  }
  for (const word of label.split(/\s+/).filter(Boolean)) push(word)
  if (line) out.push(line)
  if (out.length <= lines) return out
  let last = out.slice(lines - 1).join(' ')
  while (last.length > 1 && measure(`${last}…`) > max) last = last.slice(0, -1).trimEnd()
  return [...out.slice(0, lines - 1), `${last}…`]
}

const LINE = 16
const TILT = 35
const COS = Math.cos((TILT * Math.PI) / 180)
const SIN = Math.sin((TILT * Math.PI) / 180)

function lines(x: number, y: number, parts: string[], attrs: string): string {
  const spans = parts.map((l, i) => `<tspan x="${f1(x)}" dy="${i === 0 ? 0 : LINE}">${esc(l)}</tspan>`).join('')
  return `<text x="${f1(x)}" y="${f1(y)}" ${attrs}>${spans}</text>`
}

/**
 * How the category labels sit under the axis: level and wrapped to their slot's width when every word fits a slot (at
 * 14 px, else at 12 px); otherwise tilted by 35°, in as many lines as fit before a neighbour, each as long as that
 * needs (up to 220 px), the axis moving right so the first label stays in the image. The bottom margin grows with the
 * lines, so nothing is cut in the page's SVG or the DOCX PNG.
 */
function labelLayout(g: TVisualGraph, width: number, left: number) {
  const whole = (ls: string[], i: number, most = 3) => ls.length <= most && !ls.at(-1)!.endsWith('…') && ls.every((l) => !l.endsWith('-') || g.labels[i]!.includes(l))
  for (const size of [14, 12]) {
    const slot = (width - left - 20) / g.labels.length
    const level = g.labels.map((l) => wrapLabel(l, slot - 10, 3, size))
    if (g.labels.length <= 12 && level.every((ls, i) => whole(ls, i))) return { tilted: false, size, left, wrapped: level, height: 14 + Math.max(...level.map((l) => l.length)) * LINE }
  }
  // Tilted labels stand slot·sin(35°) apart across their lines: that many lines fit before they touch a neighbour.
  const fit = (room: number) => {
    const shifted = Math.max(left, Math.ceil(room * COS + 6 - (width - left - 20) / g.labels.length / 2))
    const slot = (width - shifted - 20) / g.labels.length
    const most = Math.max(1, Math.floor((slot * SIN) / LINE))
    return { shifted, most, wrapped: g.labels.map((l) => wrapLabel(l, room, most)) }
  }
  let room = 110
  let layout = fit(room)
  while (room < 220 && !layout.wrapped.every((ls, i) => whole(ls, i, layout.most))) layout = fit((room += 10))
  const extent = Math.max(...layout.wrapped.map((ls) => Math.max(...ls.map((l) => textWidth(l))) * SIN + ls.length * LINE * COS))
  return { tilted: true, size: 14, left: layout.shifted, wrapped: layout.wrapped, height: 18 + extent }
}

function axes(g: TVisualGraph, width: number) {
  const layout = labelLayout(g, width, g.yLabel ? 78 : 60)
  const margin = { top: g.series.length > 1 ? 40 : 20, right: 20, bottom: Math.ceil(layout.height) + 12 + (g.xLabel ? 20 : 0), left: layout.left }
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
  const xLabel = (x: number, i: number) => {
    const base = CHART_SIZE.height - margin.bottom + 16
    const wrapped = layout.wrapped[i]!
    return layout.tilted
      ? lines(x, base, wrapped, `font-size="14" text-anchor="end" data-axis-label="" transform="rotate(-${TILT} ${f1(x)} ${f1(base)})"`)
      : lines(x, base, wrapped, `font-size="${layout.size}" text-anchor="middle" data-axis-label=""`)
  }
  return { margin, y, parts, xLabel }
}

function barChart(g: TVisualGraph, width: number): string {
  const { margin, y, parts, xLabel } = axes(g, width)
  const x = scaleBand<number>().domain(g.labels.map((_, i) => i)).range([margin.left, width - margin.right]).padding(0.25)
  const inner = scaleBand<number>().domain(g.series.map((_, i) => i)).range([0, x.bandwidth()]).padding(0.08)
  const showValues = g.series.length === 1 && g.labels.length <= 12
  g.labels.forEach((_, li) => {
    g.series.forEach((s, si) => {
      const v = s.values[li]!
      const bx = x(li)! + inner(si)!
      const top = Math.min(y(v), y(0))
      parts.push(`<rect x="${f1(bx)}" y="${f1(top)}" width="${f1(inner.bandwidth())}" height="${f1(Math.abs(y(v) - y(0)))}" fill="${COLOURS[si % COLOURS.length]}"/>`)
      if (showValues) parts.push(text(bx + inner.bandwidth() / 2, v >= 0 ? top - 5 : top + Math.abs(y(v) - y(0)) + 14, formatNumber(v), 'font-size="14" text-anchor="middle"'))
    })
    parts.push(xLabel(x(li)! + x.bandwidth() / 2, li))
  })
  return parts.join('')
}

function lineChart(g: TVisualGraph, width: number): string {
  const { margin, y, parts, xLabel } = axes(g, width)
  const x = scalePoint<number>().domain(g.labels.map((_, i) => i)).range([margin.left + 24, width - margin.right - 24])
  g.labels.forEach((_, i) => parts.push(xLabel(x(i)!, i)))
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
