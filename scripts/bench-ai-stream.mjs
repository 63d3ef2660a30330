// Loads the AI streaming bench through Vite's SSR loader (the app's schema comes in with `import.meta.glob`).
// `node scripts/bench-ai-stream.mjs` runs it alone; `npm run bench` runs it with the others.
import { createServer } from 'vite'
import { pathToFileURL } from 'node:url'

export async function benchAiStream() {
  const vite = await createServer({ configFile: false, logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, watch: null } })
  try {
    const mod = await vite.ssrLoadModule('/scripts/bench-ai-stream.ts')
    return await mod.benchAiStream()
  } finally {
    await vite.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { driver, rows } = await benchAiStream()
  console.log(`\nAI answer streaming overhead: provider's first token → first SSE chunk at the client (${driver}, in process, fake OpenAI-compatible provider over HTTP):`)
  console.table(rows)
}
