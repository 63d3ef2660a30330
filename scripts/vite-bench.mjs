// Runs a bench written in TypeScript (scripts/bench-*.ts) through Vite's SSR loader: the app's schema comes in with
// `import.meta.glob` and `?raw`, which only Vite understands. The bench-*.mjs files are thin callers of these two.
import { createServer } from 'vite'

async function withViteModule(file, use) {
  // No project config: the bench needs Vite's module transforms, not Vike's plugins or a dev server.
  const vite = await createServer({ configFile: false, logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, watch: null } })
  try {
    return await use(await vite.ssrLoadModule(file))
  } finally {
    await vite.close()
  }
}

/** `name` exported by `file` (a path from the repository root, '/scripts/bench-x.ts'), called once; its result. */
export const runViteBench = (file, name) => withViteModule(file, (mod) => mod[name]())

/**
 * The same bench on PGlite first, then on real Postgres when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server
 * (the bench picks its driver by TEST_DATABASE_URL): the rows of both runs, or a row saying Postgres was not set.
 */
export function runViteBenchOnBothDrivers(file, name) {
  const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  const saved = process.env.TEST_DATABASE_URL
  return withViteModule(file, async (mod) => {
    try {
      const rows = []
      delete process.env.TEST_DATABASE_URL
      rows.push(...(await mod[name]()))
      if (server) {
        process.env.TEST_DATABASE_URL = server
        rows.push(...(await mod[name]()))
      } else rows.push({ driver: 'postgres: n/a (set BENCH_DATABASE_URL)' })
      return rows
    } finally {
      if (saved === undefined) delete process.env.TEST_DATABASE_URL
      else process.env.TEST_DATABASE_URL = saved
    }
  })
}
