// Loads the advanced AI order bench through Vite's SSR loader (the app's schema comes in with `import.meta.glob`).
// `node scripts/bench-advanced-ai.mjs` runs it alone; `npm run bench` runs it with the others.
import { createServer } from 'vite'
import { pathToFileURL } from 'node:url'

export async function benchAdvancedAi() {
  const vite = await createServer({ configFile: false, logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, watch: null } })
  try {
    const mod = await vite.ssrLoadModule('/scripts/bench-advanced-ai.ts')
    return await mod.benchAdvancedAi()
  } finally {
    await vite.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { driver, rows } = await benchAdvancedAi()
  console.log(`\nAdvanced AI order job: sources search + references + guarded answer per order, instant model (${driver}, in process):`)
  console.table(rows)
}
