// Loads the exam bench through Vite's SSR loader (the app's schema comes in with `import.meta.glob` and `?raw`).
// `node scripts/bench-exam.mjs` runs it alone; `npm run bench` runs it with the rest.
import { runViteBench } from './vite-bench.mjs'
import { pathToFileURL } from 'node:url'

export const benchExam = () => runViteBench('/scripts/bench-exam.ts', 'benchExam')

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { driver, rows } = await benchExam()
  console.log(`\nExam tickets (${driver}), in process:`)
  console.table(rows)
}
