// Loads the originality bench through Vite's SSR loader: `node scripts/bench-originality.mjs` runs it alone;
// `npm run bench` runs it with the rest.
import { runViteBenchOnBothDrivers } from './vite-bench.mjs'
import { pathToFileURL } from 'node:url'

/** PGlite first (a tenth of the documents), then real Postgres when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server. */
export const benchOriginality = () => runViteBenchOnBothDrivers('/scripts/bench-originality.ts', 'benchOriginality')

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log('\nOriginality check of a 30-page work against the index (checkText, sequential):')
  console.table(await benchOriginality())
}
