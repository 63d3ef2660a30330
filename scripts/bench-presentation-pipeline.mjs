// Loads the presentation pipeline bench through Vite's SSR loader (the app's schema comes in with `import.meta.glob` and `?raw`).
// `node scripts/bench-presentation-pipeline.mjs` runs it alone; `npm run bench` runs it with the rest.
import { runViteBench } from './vite-bench.mjs'
import { pathToFileURL } from 'node:url'

export const benchPresentationPipeline = () => runViteBench('/scripts/bench-presentation-pipeline.ts', 'benchPresentationPipeline')

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { driver, rows } = await benchPresentationPipeline()
  console.log(`\nPresentation pipeline, each step of 10 orders (${driver}), in process:`)
  console.table(rows)
}
