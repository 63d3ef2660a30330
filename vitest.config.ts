import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { databaseFreeTests, unitTestFiles } from './tests/helpers/database-free-tests'

const root = fileURLToPath(new URL('.', import.meta.url))
const FOLDERS = ['edge', 'domain', 'islands', 'pages', 'tests']

// UNIT_TESTS=database (the PGlite half of CI) leaves out the files that open no database: the Postgres half runs them.
const onlyDatabaseTests = process.env.UNIT_TESTS === 'database'

export default defineConfig({
  test: {
    include: ['{edge,domain,islands,pages,tests}/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**', ...(onlyDatabaseTests ? databaseFreeTests(root, unitTestFiles(root, FOLDERS)) : [])],
    // One migrated template per run, cloned by every test file's testDb().
    globalSetup: ['tests/helpers/global-setup.ts'],
    // Vitest's default is one worker per core less one: a single worker on the 2-core CI machines, where the files
    // mostly wait on the database. Two workers there: the Postgres run 434 s → 269 s, the PGlite run 512 s → 429 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
})
