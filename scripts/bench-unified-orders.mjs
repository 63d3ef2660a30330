// Loads the "My orders" bench through Vite's SSR loader: the app's schema comes in with `import.meta.glob` and `?raw`,
// which only Vite understands. `node scripts/bench-unified-orders.mjs` runs it alone; `npm run bench` runs it last.
import { createServer } from 'vite'
import { pathToFileURL } from 'node:url'

export async function benchUnifiedOrders() {
  // No project config: the bench needs Vite's module transforms, not Vike's plugins or a dev server.
  const vite = await createServer({ configFile: false, logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, watch: null } })
  try {
    const mod = await vite.ssrLoadModule('/scripts/bench-unified-orders.ts')
    return await mod.benchUnifiedOrders()
  } finally {
    await vite.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { driver, rows } = await benchUnifiedOrders()
  console.log(`\nme.unifiedOrders, one client with 5 000 orders among 25 000 (${driver}), in process, sequential:`)
  console.table(rows)
}
