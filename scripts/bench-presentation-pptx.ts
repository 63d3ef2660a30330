// The deck PPTX build (`npm run bench`; alone: `npx tsx scripts/bench-presentation-pptx.ts`): buildDeckPptx for
// 20-slide decks with tables, bar, line and pie charts and notes — the hand-laid one and layoutDeck's (layout time not
// counted) — in process, after a warm-up (goal p95 < 300 ms). CPU time is shown too: on a busy machine wall time waits.
import { pathToFileURL } from 'node:url'
import { layoutDeck, type TLaidDeck } from '../domain/presentation/layout'
import { buildDeckPptx } from '../edge/documents/presentation/deck-pptx'
import { longDeckSpec, sampleDeckSpec, sampleLaidDeck } from '../tests/helpers/sample-laid-deck'

const RUNS = Number(process.env.BENCH_DOC_RUNS ?? 30)

async function measure(name: string, deck: TLaidDeck) {
  const count = (type: string) => deck.slides.flatMap((s) => s.elements).filter((e) => e.type === type).length
  const bytes = await buildDeckPptx(deck) // warm-up: module init
  const times: number[] = []
  const cpu: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now()
    const u = process.cpuUsage()
    await buildDeckPptx(deck)
    times.push(performance.now() - t)
    const d = process.cpuUsage(u)
    cpu.push((d.user + d.system) / 1000)
  }
  times.sort((a, b) => a - b)
  cpu.sort((a, b) => a - b)
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!
  return {
    deck: `${name}: ${deck.slides.length} slides, ${count('table')} tables, ${count('chart')} charts`,
    runs: RUNS,
    'p50 ms': Math.round(at(50)),
    'p95 ms': Math.round(at(95)),
    'max ms': Math.round(times.at(-1)!),
    'median CPU ms': Math.round(cpu[Math.floor(cpu.length / 2)]!),
    'size KB': (bytes.length / 1024).toFixed(1),
  }
}

export async function benchPresentationPptx() {
  const spec = sampleDeckSpec('academic')
  const laid = layoutDeck({ ...spec, slides: [...spec.slides, ...longDeckSpec('academic').slides] }, { studentName: 'Смирнов Алексей', city: 'Москва', year: 2026 })
  return [await measure('hand-laid', sampleLaidDeck({ slides: 20 })), await measure('layoutDeck', laid)]
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log('Deck PPTX build (buildDeckPptx, in process; goal p95 < 300 ms):')
  console.table(await benchPresentationPptx())
}
