// Loads the training SSE bench through Vite's SSR loader (the app's schema comes in with `import.meta.glob`).
// `node --expose-gc scripts/bench-training-sse.mjs` runs it alone; `npm run bench` runs it with the others.
import { runViteBench } from './vite-bench.mjs'
import { pathToFileURL } from 'node:url'

export const benchTrainingSse = () => runViteBench('/scripts/bench-training-sse.ts', 'benchTrainingSse')

export const TRAINING_SSE_TITLE = (driver) =>
  `Training chat SSE: N open streams in one process, each with a reply from a fake provider (40 deltas, 20 ms apart) over real sockets (${driver}; BENCH_DATABASE_URL or TEST_DATABASE_URL for real Postgres). Goals: chunk p99 < 100 ms, first-token overhead < 50 ms:`

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { driver, rows } = await benchTrainingSse()
  console.log(`\n${TRAINING_SSE_TITLE(driver)}`)
  console.table(rows)
}
