// A slide's chart element drawn as inline SVG in slide pixels (96 px per inch): bars, a line or a pie from the data
// the PPTX writer turns into a native chart. d3-scale and d3-shape do the maths and touch no DOM (server-renderable).
import { scaleBand, scaleLinear, scalePoint } from 'd3-scale'
import { arc, line, pie } from 'd3-shape'
import type { TLaidElement } from '../../domain/presentation/layout'
import { formatNumber } from '../../domain/money/format'

type TChart = Extract<TLaidElement, { type: 'chart' }>

const PX = 96
const nf = { format: (v: number) => formatNumber(v, 2) }
const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s)

export function DeckChart({ el, fontFamily }: { el: TChart; fontFamily: string }) {
  const width = el.w * PX
  const height = el.h * PX
  const fs = (el.fontSize * 96) / 72
  const series = el.series.map((s) => ({ ...s, values: el.categories.map((_, i) => s.values[i] ?? 0) }))
  const color = (i: number) => el.colors[i % el.colors.length] ?? el.color
  const legendItems = el.chartType === 'pie' ? el.categories.map((c, i) => ({ name: c, value: series[0]!.values[i]! })) : series.map((s) => ({ name: s.name, value: undefined }))
  const legendH = fs * 1.6
  // Bars and lines leave a row for the unit above the value axis.
  const plotTop = legendH + fs * (el.chartType === 'pie' ? 0.6 : 2)
  return (
    <svg className="deck-chart" width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={`Диаграмма: ${series.map((s) => s.name).join(', ')}`} style={{ fontFamily, fontSize: fs }}>
      <g className="deck-chart__legend">
        {legendItems.slice(0, 8).map((it, i) => {
          const x = (i % 4) * (width / 4)
          const y = Math.floor(i / 4) * legendH * 0.8
          return (
            <g key={i} transform={`translate(${x},${y})`}>
              <rect y={fs * 0.15} width={fs * 0.8} height={fs * 0.8} fill={color(i)} />
              <text x={fs * 1.1} y={fs * 0.9} fill={el.color}>
                {cut(it.name, 22)}
                {it.value !== undefined ? `: ${nf.format(it.value)}${el.unit ? ` ${el.unit}` : ''}` : ''}
              </text>
            </g>
          )
        })}
      </g>
      {el.chartType === 'pie' ? <Pie el={el} values={series[0]!.values} top={plotTop + (legendItems.length > 4 ? legendH * 0.8 : 0)} width={width} height={height} color={color} /> : <Axes el={el} series={series} top={plotTop} width={width} height={height} fs={fs} color={color} />}
    </svg>
  )
}

function Pie({ values, top, width, height, color }: { el: TChart; values: number[]; top: number; width: number; height: number; color: (i: number) => string }) {
  const r = Math.max(10, Math.min(width, height - top) / 2 - 8)
  const arcs = pie<number>().sort(null)(values.map((v) => Math.max(0, v)))
  const path = arc<(typeof arcs)[number]>().innerRadius(0).outerRadius(r)
  return (
    <g transform={`translate(${width / 2},${top + (height - top) / 2})`}>
      {arcs.map((a, i) => (
        <path key={i} d={path(a) ?? ''} fill={color(i)} stroke="#FFFFFF" strokeWidth={2} />
      ))}
    </g>
  )
}

type TAxesProps = { el: TChart; series: { name: string; values: number[] }[]; top: number; width: number; height: number; fs: number; color: (i: number) => string }

function Axes({ el, series, top, width, height, fs, color }: TAxesProps) {
  const values = series.flatMap((s) => s.values)
  const margin = { left: fs * 4, right: fs, bottom: fs * 2 }
  const y = scaleLinear()
    .domain([Math.min(0, ...values), Math.max(0, ...values) || 1])
    .nice()
    .range([height - margin.bottom, top])
  const band = scaleBand<number>().domain(el.categories.map((_, i) => i)).range([margin.left, width - margin.right]).padding(0.25)
  const point = scalePoint<number>().domain(el.categories.map((_, i) => i)).range([margin.left + band.bandwidth() / 2, width - margin.right - band.bandwidth() / 2])
  const inner = scaleBand<number>().domain(series.map((_, i) => i)).range([0, band.bandwidth()]).padding(0.08)
  const maxLabel = Math.max(4, Math.floor(band.step() / (fs * 0.55)))
  return (
    <g className="deck-chart__plot">
      {y.ticks(5).map((t) => (
        <g key={t}>
          <line x1={margin.left} x2={width - margin.right} y1={y(t)} y2={y(t)} stroke={el.color} strokeOpacity={0.2} />
          <text x={margin.left - fs * 0.4} y={y(t) + fs * 0.35} textAnchor="end" fill={el.color}>
            {nf.format(t)}
          </text>
        </g>
      ))}
      {el.unit ? (
        <text x={margin.left - fs * 0.4} y={top - fs * 0.9} textAnchor="end" fill={el.color}>
          {el.unit}
        </text>
      ) : null}
      <line x1={margin.left} x2={width - margin.right} y1={y(0)} y2={y(0)} stroke={el.color} />
      {el.categories.map((c, i) => (
        <text key={i} x={band(i)! + band.bandwidth() / 2} y={height - margin.bottom + fs * 1.2} textAnchor="middle" fill={el.color}>
          {cut(c, maxLabel)}
        </text>
      ))}
      {el.chartType === 'bar'
        ? series.map((s, si) =>
            s.values.map((v, i) => <rect key={`${si}-${i}`} x={band(i)! + inner(si)!} width={inner.bandwidth()} y={Math.min(y(v), y(0))} height={Math.abs(y(v) - y(0))} fill={color(si)} />),
          )
        : series.map((s, si) => (
            <g key={si}>
              <path d={line<number>((_, i) => point(i)!, (v) => y(v))(s.values) ?? ''} fill="none" stroke={color(si)} strokeWidth={4} />
              {s.values.map((v, i) => (
                <circle key={i} cx={point(i)} cy={y(v)} r={6} fill={color(si)} />
              ))}
            </g>
          ))}
    </g>
  )
}
