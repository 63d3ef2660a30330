// Loads the training SSE bench through Vite's SSR loader (the app's schema comes in with `import.meta.glob`).
// `node --expose-gc scripts/bench-training-sse.mjs` runs it alone; `npm run bench` runs it with the others.
import { createServer } from 'vite'
import { pathToFileURL } from 'node:url'

export async function benchTrainingSse() {
  const vite = await createServer({ configFile: false, logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, watch: null } })
  try {
    const mod = await vite.ssrLoadModule('/scripts/bench-training-sse.ts')
    return await mod.benchTrainingSse()
  } finally {
    await vite.close()
  }
}

export const TRAINING_SSE_TITLE = (driver) =>
  `Training chat SSE: N open streams in one process, each with a reply from a fake provider (40 deltas, 20 ms apart) over real sockets (${driver}; BENCH_DATABASE_URL or TEST_DATABASE_URL for real Postgres). Goals: chunk p99 < 100 ms, first-token overhead < 50 ms:`

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { driver, rows } = await benchTrainingSse()
  console.log(`\n${TRAINING_SSE_TITLE(driver)}`)
  console.table(rows)
}
