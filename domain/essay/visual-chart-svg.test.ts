import { describe, expect, it } from 'vitest'
import { graphToSvg, textWidth } from './visual-chart-svg'
import type { TVisualGraph } from './visual-items'

const count = (s: string, re: RegExp) => (s.match(re) ?? []).length

describe('graphToSvg', () => {
  it('draws one bar per value of every series, labelled with the data, as a standalone SVG', () => {
    const g: TVisualGraph = { caption: 'В', kind: 'bar', labels: ['2020', '2021', '2022'], series: [{ name: 'А', values: [15, 18, 12.5] }, { name: 'Б', values: [1, 2, 3] }], yLabel: 'млн руб.' }
    const svg = graphToSvg(g)
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 640 360"/)
    // The white background, two legend swatches, six bars.
    expect(count(svg, /<rect /g)).toBe(1 + 2 + 6)
    for (const l of ['2020', '2021', '2022', 'млн руб.', '>А<', '>Б<']) expect(svg).toContain(l)
    expect(svg).not.toContain('style=')
  })

  it('scales bars to the values: 18 is taller than 15, and a negative value goes below the axis', () => {
    const svg = graphToSvg({ caption: 'В', kind: 'bar', labels: ['а', 'б', 'в'], series: [{ name: 'А', values: [15, 18, -3] }] })
    const heights = [...svg.matchAll(/<rect x="[\d.]+" y="([\d.]+)" width="[\d.]+" height="([\d.]+)" fill="#1f4e79"/g)].map((m) => ({ y: Number(m[1]), h: Number(m[2]) }))
    expect(heights).toHaveLength(3)
    expect(heights[1]!.h).toBeGreaterThan(heights[0]!.h)
    expect(heights[2]!.y).toBeGreaterThan(heights[0]!.y + heights[0]!.h - 1)
    // Values are printed over the bars in Russian style.
    expect(svg).toContain('>−3<')
  })

  it('draws a line per series with a point per value, and a pie with a slice and a legend entry per label', () => {
    const line = graphToSvg({ caption: 'В', kind: 'line', labels: ['Янв', 'Фев', 'Мар'], series: [{ name: 'А', values: [1, 3, 2] }] })
    expect(count(line, /<path d="M/g)).toBe(1)
    expect(count(line, /<circle /g)).toBe(3)
    expect(line).toContain('>2<') // the value 2 over its point
    const pie = graphToSvg({ caption: 'Д', kind: 'pie', labels: ['Малый', 'Средний'], series: [{ name: 'Доля', values: [3, 1] }] })
    expect(count(pie, /<path d="M/g)).toBe(2)
    expect(pie).toContain('Малый: 3 (75 %)')
  })

  it('escapes the labels: a caption or label from the model cannot inject markup', () => {
    const svg = graphToSvg({ caption: 'В', kind: 'bar', labels: ['<script>x</script>'], series: [{ name: 'A&B', values: [1] }] })
    expect(svg).not.toContain('<script>')
    expect(svg).toContain('&lt;script&gt;')
  })

  it('draws a narrower bar or line chart for a narrow screen, keeping a pie as it is', () => {
    const bar: TVisualGraph = { caption: 'В', kind: 'bar', labels: ['а', 'б'], series: [{ name: 'А', values: [1, 2] }] }
    expect(graphToSvg(bar, { compact: true })).toContain('viewBox="0 0 400 360"')
    expect(graphToSvg({ ...bar, kind: 'pie' }, { compact: true })).toContain('viewBox="0 0 640 360"')
  })

  it('wraps long category labels whole instead of cutting them, and keeps every line inside the image (issue 34)', () => {
    const four = ['Социальными сетями', 'Доля онлайн-продаж', 'Число сотрудников (сократилось на)', 'Выручка малых предприятий, 2020']
    const eight = [...four, 'Малые предприятия Татарстана', 'Средний бизнес', 'Индивидуальные предприниматели', 'Самозанятые']
    for (const [labels, compact] of [[four, false], [four, true], [eight, false]] as const) {
      const svg = graphToSvg({ caption: 'В', kind: 'bar', labels: [...labels], series: [{ name: 'А', values: labels.map((_, i) => i + 1) }] }, { compact })
      const width = compact ? 400 : 640
      const axis = [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)" [^>]*data-axis-label=""[^>]*>(.*?)<\/text>/g)].map((m) => ({
        x: Number(m[1]),
        y: Number(m[2]),
        tilted: m[0].includes('rotate('),
        raw: m[0],
        lines: [...m[3]!.matchAll(/<tspan[^>]*>(.*?)<\/tspan>/g)].map((t) => t[1]!),
      }))
      // Every label is there in full, words whole, with no «…».
      expect(axis.map((a) => a.lines.join(' ').replace(/- /g, '-'))).toEqual(labels)
      expect(svg).not.toContain('…')
      const slot = axis.length > 1 ? axis[1]!.x - axis[0]!.x : width
      for (const a of axis) {
        const longest = Math.max(...a.lines.map((l) => textWidth(l)))
        const bottom = a.y + (a.lines.length - 1) * 16
        if (a.tilted) {
          // Tilted by 35°, anchored at its end: its start stays right of the image's left edge and above its bottom.
          expect(a.x - longest * Math.cos((35 * Math.PI) / 180)).toBeGreaterThanOrEqual(0)
          expect(a.y + longest * Math.sin((35 * Math.PI) / 180) + a.lines.length * 16).toBeLessThanOrEqual(360)
          // Its lines stay clear of the next label, which stands slot·sin(35°) away across them.
          expect(a.lines.length * 16).toBeLessThanOrEqual(slot * Math.sin((35 * Math.PI) / 180))
        } else {
          expect(longest * (Number(/font-size="(\d+)"/.exec(a.raw)![1]) / 14)).toBeLessThanOrEqual(slot)
          expect(bottom).toBeLessThanOrEqual(360)
        }
      }
    }
  })
})
