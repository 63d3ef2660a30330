// Loads the task search bench through Vite's SSR loader (the schema comes in with import.meta.glob and ?raw):
// `node scripts/bench-task-search.mjs` runs it alone; `npm run bench` runs it with the rest.
import { runViteBenchOnBothDrivers } from './vite-bench.mjs'
import { pathToFileURL } from 'node:url'

/** PGlite first, then real Postgres when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server. */
export const benchTaskSearch = () => runViteBenchOnBothDrivers('/scripts/bench-task-search.ts', 'benchTaskSearch')

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log('\nTask search over a generated corpus (POST /api/unified-order/search → job → matches, in process, sequential):')
  console.table(await benchTaskSearch())
}
