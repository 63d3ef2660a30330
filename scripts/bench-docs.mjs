// Document build figures for `npm run bench` (also runs alone: `node scripts/bench-docs.mjs`): the time to build
// the ~20-page sample work as DOCX (with and without laying out pages for the contents' numbers; the PPTX deck has its
// own row in bench.mjs, «Deck PPTX build»). The contents' numbers are worked out from the work (edge/documents/docx-page-estimate.ts); the row laid out by
// docx/layout is the way they were worked out before, kept for comparison (goal for the first row: p95 < 300 ms). The
// second row writes a new text each run, so no measured word width is reused (goal: median < 300 ms; this was a timed
// unit test, whose wall clock a busy CI machine made flaky).
import { pathToFileURL } from 'node:url'
import { tsImport } from 'tsx/esm/api'

const RUNS = Number(process.env.BENCH_DOC_RUNS ?? 20)
const NEW_TEXT_CASE = 'DOCX, 20-page work, a new text each run (contents page numbers laid out)'
const NEW_TEXT_GOAL_MS = 300

export async function benchDocs() {
  const { buildEssayDocx } = await tsImport('../edge/documents/essay-docx.ts', import.meta.url)
  const { sampleEssay } = await tsImport('../tests/helpers/sample-essay.ts', import.meta.url)
  const work = sampleEssay({ pages: 20 })

  const cases = [
    { name: 'DOCX, 20-page work (contents page numbers laid out)', build: () => buildEssayDocx(work) },
    { name: NEW_TEXT_CASE, build: (run) => buildEssayDocx(sampleEssay({ pages: 20, seed: 100 + run })) },
    { name: 'DOCX, 20-page work (contents numbers by docx/layout: before)', build: () => buildEssayDocx(work, { estimatePages: 'docx-layout' }) },
    { name: 'DOCX, 20-page work (page numbers left to Word)', build: () => buildEssayDocx(work, { estimatePages: false }) },
    { name: 'DOCX, introduction only', build: () => buildEssayDocx(work, { introductionOnly: true }) },
  ]
  const rows = []
  for (const c of cases) {
    const bytes = await c.build(-1) // warm-up: module init, font tables
    const times = []
    const cpu = []
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now()
      const u = process.cpuUsage()
      await c.build(i)
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
  const fresh = rows.find((r) => r.document === NEW_TEXT_CASE)
  console.log(`contents numbers of a new 20-page text: p50 ${fresh['p50 ms']} ms (goal < ${NEW_TEXT_GOAL_MS} ms: ${fresh['p50 ms'] < NEW_TEXT_GOAL_MS ? 'met' : 'MISSED'})`)
  if (fresh['p50 ms'] >= NEW_TEXT_GOAL_MS) process.exitCode = 1
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchDocs().catch((e) => {
    console.error(e instanceof Error ? e.message : e)
    process.exitCode = 1
  })
}
