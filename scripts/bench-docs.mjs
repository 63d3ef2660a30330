// Document build figures for `npm run bench` (also runs alone: `node scripts/bench-docs.mjs`): the time to build
// the ~20-page sample work as DOCX (with and without laying out pages for the contents' numbers) and as PPTX. The
// contents' numbers are worked out from the work (edge/documents/docx-page-estimate.ts); the row laid out by
// docx/layout is the way they were worked out before, kept for comparison (goal for the first row: p95 < 300 ms).
import { pathToFileURL } from 'node:url'
import { tsImport } from 'tsx/esm/api'

const RUNS = Number(process.env.BENCH_DOC_RUNS ?? 20)

export async function benchDocs() {
  const { buildEssayDocx } = await tsImport('../edge/documents/essay-docx.ts', import.meta.url)
  const { buildEssayPptx } = await tsImport('../edge/documents/essay-pptx.ts', import.meta.url)
  const { sampleEssay } = await tsImport('../tests/helpers/sample-essay.ts', import.meta.url)
  const work = sampleEssay({ pages: 20 })

  const cases = [
    { name: 'DOCX, 20-page work (contents page numbers laid out)', build: () => buildEssayDocx(work) },
    { name: 'DOCX, 20-page work (contents numbers by docx/layout: before)', build: () => buildEssayDocx(work, { estimatePages: 'docx-layout' }) },
    { name: 'DOCX, 20-page work (page numbers left to Word)', build: () => buildEssayDocx(work, { estimatePages: false }) },
    { name: 'DOCX, introduction only', build: () => buildEssayDocx(work, { introductionOnly: true }) },
    { name: 'PPTX from the 20-page work', build: () => buildEssayPptx(work) },
  ]
  const rows = []
  for (const c of cases) {
    const bytes = await c.build() // warm-up: module init, font tables
    const times = []
    const cpu = []
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now()
      const u = process.cpuUsage()
      await c.build()
      times.push(performance.now() - t)
      const d = process.cpuUsage(u)
      cpu.push((d.user + d.system) / 1000)
    }
    times.sort((a, b) => a - b)
    cpu.sort((a, b) => a - b)
    const at = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]
    rows.push({
      document: c.name,
      'p50 ms': Math.round(at(50)),
      'p95 ms': Math.round(at(95)),
      'max ms': Math.round(times.at(-1)),
      // CPU time of this process: less sensitive than wall time to other work on a shared machine.
      'median CPU ms': Math.round(cpu[Math.floor(cpu.length / 2)]),
      'size KB': (bytes.length / 1024).toFixed(1),
    })
  }
  console.log(`\nDocument builds (${RUNS} runs after a warm-up, in-process):`)
  console.table(rows)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchDocs().catch((e) => {
    console.error(e instanceof Error ? e.message : e)
    process.exitCode = 1
  })
}
