// One visual item drawn in the page: a table with «Таблица N — …» above it, the SVG chart with «Рисунок N — …» below
// it, a KaTeX formula with (N) at the right (GOST 7.32, as in the DOCX). Without a number (the editor's preview) the
// caption reads «Таблица — …».
import katex from 'katex'
import 'katex/dist/katex.min.css'
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { graphToSvg } from '../../domain/essay/visual-chart-svg'
import type { TVisualItem } from '../../domain/essay/visual-items'
import './visual-items.css'

const label = (item: TVisualItem, n: number | null) => {
  if (item.type === 'table') return `Таблица${n === null ? '' : ` ${n}`} — ${item.content.caption}`
  if (item.type === 'graph') return `Рисунок${n === null ? '' : ` ${n}`} — ${item.content.caption}`
  return n === null ? '' : `(${n})`
}

/** KaTeX HTML with its inline styles moved to data attributes: the page's CSP refuses style attributes in markup. */
function formulaHtml(latex: string): string | null {
  try {
    return katex.renderToString(latex, { displayMode: true, throwOnError: true, output: 'html', strict: 'ignore', trust: false, maxSize: 50, maxExpand: 200 }).replace(/ style="/g, ' data-katex-style="')
  } catch {
    return null
  }
}

function Formula({ item, n }: { item: Extract<TVisualItem, { type: 'formula' }>; n: number | null }) {
  const html = useMemo(() => formulaHtml(item.content.latex), [item.content.latex])
  const root = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    for (const el of root.current?.querySelectorAll<HTMLElement>('[data-katex-style]') ?? []) el.style.cssText = el.dataset.katexStyle ?? ''
  })
  return (
    <figure className="essay-visual essay-visual--formula" data-visual-item={item.id} data-visual-type="formula" aria-label={item.content.caption ?? 'Формула'}>
      <DemoMark item={item} />
      {html === null ? <code className="essay-visual__math">{item.content.latex}</code> : <div className="essay-visual__math" ref={root} dangerouslySetInnerHTML={{ __html: html }} />}
      {n !== null && <span className="essay-visual__number">{label(item, n)}</span>}
      {item.content.caption && <figcaption className="essay-visual__note">{item.content.caption}</figcaption>}
    </figure>
  )
}

/** Below this width the chart is drawn narrower, so its labels are not scaled down past reading. */
const COMPACT_BELOW_PX = 480

/** Whether the element is narrower than COMPACT_BELOW_PX, followed as it resizes. */
function useNarrow(ref: React.RefObject<HTMLElement | null>): boolean {
  const [narrow, setNarrow] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setNarrow(el.clientWidth < COMPACT_BELOW_PX))
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref])
  return narrow
}

function Chart({ item, n }: { item: Extract<TVisualItem, { type: 'graph' }>; n: number | null }) {
  const box = useRef<HTMLElement>(null)
  const compact = useNarrow(box)
  const svg = useMemo(() => graphToSvg(item.content, { compact }), [item, compact])
  return (
    <figure className="essay-visual essay-visual--graph" ref={box} data-visual-item={item.id} data-visual-type="graph" data-compact={compact}>
      <DemoMark item={item} />
      <div className="essay-visual__chart" role="img" aria-label={label(item, n)} dangerouslySetInnerHTML={{ __html: svg }} />
      <figcaption className="essay-visual__caption">{label(item, n)}</figcaption>
    </figure>
  )
}

/** The page's mark on an item the demo writer made (the caption, which goes into the file, does not say so). */
const DemoMark = ({ item }: { item: TVisualItem }) =>
  item.isDemo ? (
    <span className="badge essay-visual__demo" data-visual-demo="">
      Демо
    </span>
  ) : null

export function VisualItemFigure({ item, n }: { item: TVisualItem; n: number | null }) {
  if (item.type === 'table') {
    return (
      <figure className="essay-visual essay-visual--table" data-visual-item={item.id} data-visual-type="table">
        <DemoMark item={item} />
        <figcaption className="essay-visual__caption essay-visual__caption--table">{label(item, n)}</figcaption>
        <div className="essay-visual__scroll" tabIndex={0} role="region" aria-label={label(item, n)}>
          <table>
            <thead>
              <tr>
                {item.content.columns.map((c, i) => (
                  <th key={i} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {item.content.rows.map((r, i) => (
                <tr key={i}>
                  {r.map((c, j) => (
                    <td key={j}>{c}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </figure>
    )
  }
  if (item.type === 'graph') return <Chart item={item} n={n} />
  return <Formula item={item} n={n} />
}
