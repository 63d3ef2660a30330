// Loads the presentation pipeline bench through Vite's SSR loader (the app's schema comes in with `import.meta.glob` and `?raw`).
// `node scripts/bench-presentation-pipeline.mjs` runs it alone; `npm run bench` runs it with the rest.
import { createServer } from 'vite'
import { pathToFileURL } from 'node:url'

export async function benchPresentationPipeline() {
  const vite = await createServer({ configFile: false, logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, watch: null } })
  try {
    const mod = await vite.ssrLoadModule('/scripts/bench-presentation-pipeline.ts')
    return await mod.benchPresentationPipeline()
  } finally {
    await vite.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { driver, rows } = await benchPresentationPipeline()
  console.log(`\nPresentation pipeline, each step of 10 orders (${driver}), in process:`)
  console.table(rows)
}
