// Loads the advanced AI order bench through Vite's SSR loader (the app's schema comes in with `import.meta.glob`).
// `node scripts/bench-advanced-ai.mjs` runs it alone; `npm run bench` runs it with the others.
import { runViteBench } from './vite-bench.mjs'
import { pathToFileURL } from 'node:url'

export const benchAdvancedAi = () => runViteBench('/scripts/bench-advanced-ai.ts', 'benchAdvancedAi')

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { driver, rows } = await benchAdvancedAi()
  console.log(`\nAdvanced AI order job: sources search + references + guarded answer per order, instant model (${driver}, in process):`)
  console.table(rows)
}
