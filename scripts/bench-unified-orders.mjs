// Loads the "My orders" bench through Vite's SSR loader: the app's schema comes in with `import.meta.glob` and `?raw`,
// which only Vite understands. `node scripts/bench-unified-orders.mjs` runs it alone; `npm run bench` runs it last.
import { runViteBench } from './vite-bench.mjs'
import { pathToFileURL } from 'node:url'

export const benchUnifiedOrders = () => runViteBench('/scripts/bench-unified-orders.ts', 'benchUnifiedOrders')

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { driver, rows } = await benchUnifiedOrders()
  console.log(`\nme.unifiedOrders, one client with 5 000 orders among 25 000 (${driver}), in process, sequential:`)
  console.table(rows)
}
