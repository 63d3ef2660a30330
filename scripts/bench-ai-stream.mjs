// Loads the AI streaming bench through Vite's SSR loader (the app's schema comes in with `import.meta.glob`).
// `node scripts/bench-ai-stream.mjs` runs it alone; `npm run bench` runs it with the others.
import { runViteBench } from './vite-bench.mjs'
import { pathToFileURL } from 'node:url'

export const benchAiStream = () => runViteBench('/scripts/bench-ai-stream.ts', 'benchAiStream')

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { driver, rows } = await benchAiStream()
  console.log(`\nAI answer streaming overhead: provider's first token → first SSE chunk at the client (${driver}, in process, fake OpenAI-compatible provider over HTTP):`)
  console.table(rows)
}
