// layoutDeck for a 20-slide deck (`npm run bench`): the demo deck with every kind, and the same at the schema's longest
// texts (every box shrinks to its minimum and cuts), in each theme; pure CPU, no I/O.
import { PRESENTATION_THEME_IDS, type TDeckSpec } from '../domain/presentation/deck'
import { fixtureDeckSpec, FIXTURE_TITLE_PAGE } from '../domain/presentation/deck-fixture'
import { layoutDeck } from '../domain/presentation/layout'

const RUNS = 200
const LONG = 'Длинный тезис о преобразованиях в государственном управлении, экономике, армии и культуре — и тире… '.repeat(7).slice(0, 590)

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
const ms = (v: number) => Math.round(v * 100) / 100

function longDeck(themeId: TDeckSpec['themeId']): TDeckSpec {
  const base = fixtureDeckSpec(themeId, 20)
  return {
    ...base,
    slides: base.slides.map((s) => {
      if (s.kind === 'bullets') return { ...s, title: LONG, bullets: Array(6).fill(LONG) }
      if (s.kind === 'two-columns') return { ...s, title: LONG, left: { heading: LONG, bullets: Array(5).fill(LONG) }, right: { heading: LONG, bullets: Array(5).fill(LONG) } }
      if (s.kind === 'table') return { ...s, title: LONG, columns: Array(5).fill(LONG.slice(0, 60)), rows: Array(8).fill(Array(5).fill(LONG.slice(0, 120))), caption: LONG }
      if (s.kind === 'sources') return { ...s, references: Array(10).fill(LONG) }
      if (s.kind === 'quote') return { ...s, title: LONG, quote: LONG, source: LONG }
      return { ...s, title: LONG }
    }),
  }
}

export function benchPresentationLayout() {
  const rows: Record<string, string | number>[] = []
  for (const [name, make] of [
    ['20 slides, demo deck', (id: TDeckSpec['themeId']) => fixtureDeckSpec(id, 20)],
    ['20 slides, longest texts', longDeck],
  ] as const) {
    const specs = PRESENTATION_THEME_IDS.map(make)
    for (let i = 0; i < 20; i++) layoutDeck(specs[i % specs.length]!, FIXTURE_TITLE_PAGE)
    const times: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now()
      layoutDeck(specs[i % specs.length]!, FIXTURE_TITLE_PAGE)
      times.push(performance.now() - start)
    }
    times.sort((a, b) => a - b)
    rows.push({ deck: name, runs: RUNS, 'p50 ms': ms(pct(times, 50)), 'p95 ms': ms(pct(times, 95)) })
  }
  return rows
}
