// Loads the task search bench through Vite's SSR loader (the schema comes in with import.meta.glob and ?raw):
// `node scripts/bench-task-search.mjs` runs it alone; `npm run bench` runs it with the rest.
import { createServer } from 'vite'
import { pathToFileURL } from 'node:url'

/** PGlite first, then real Postgres when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server. */
export async function benchTaskSearch() {
  const vite = await createServer({ configFile: false, logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, watch: null } })
  const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  const saved = process.env.TEST_DATABASE_URL
  try {
    const mod = await vite.ssrLoadModule('/scripts/bench-task-search.ts')
    const rows = []
    delete process.env.TEST_DATABASE_URL
    rows.push(...(await mod.benchTaskSearch()))
    if (server) {
      process.env.TEST_DATABASE_URL = server
      rows.push(...(await mod.benchTaskSearch()))
    } else rows.push({ driver: 'postgres: n/a (set BENCH_DATABASE_URL)' })
    return rows
  } finally {
    if (saved === undefined) delete process.env.TEST_DATABASE_URL
    else process.env.TEST_DATABASE_URL = saved
    await vite.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log('\nTask search over a generated corpus (POST /api/unified-order/search → job → matches, in process, sequential):')
  console.table(await benchTaskSearch())
}
