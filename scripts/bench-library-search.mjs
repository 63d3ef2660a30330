// Loads the library search bench through Vite's SSR loader (the schema comes in with import.meta.glob and ?raw):
// `node scripts/bench-library-search.mjs` runs it alone; `npm run bench` runs it with the rest.
import { runViteBenchOnBothDrivers } from './vite-bench.mjs'
import { pathToFileURL } from 'node:url'

/** PGlite first, then real Postgres when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server. */
export const benchLibrarySearch = () => runViteBenchOnBothDrivers('/scripts/bench-library-search.ts', 'benchLibrarySearch')

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log('\nLibrary search over a generated corpus (searchLibraryWorks in process, sequential):')
  console.table(await benchLibrarySearch())
}
