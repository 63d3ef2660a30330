import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['{edge,domain,islands,pages,tests}/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    // One migrated template per run, cloned by every test file's testDb().
    globalSetup: ['tests/helpers/global-setup.ts'],
    // Vitest's default is one worker per core less one: a single worker on the 2-core CI machines, where the files
    // mostly wait on the database. Two workers there: the Postgres run 434 s → 269 s, the PGlite run 512 s → 429 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
})
