import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { databaseFreeTests, unitTestFiles } from './tests/helpers/database-free-tests'
import { isolatedTests } from './tests/helpers/isolated-tests'

const root = fileURLToPath(new URL('.', import.meta.url))
const FOLDERS = ['edge', 'domain', 'islands', 'pages', 'tests']

// UNIT_TESTS=database (the PGlite half of CI) leaves out the files that open no database: the Postgres half runs them.
// It leaves the Postgres half the hostile-input sweeps too (tests/fuzz: every route × method × malformed body, the raw
// Node server, the GraphQL parser): they prove the HTTP layer never answers 5xx, in front of a database whose engine is
// the same Postgres in both runs (PGlite is it compiled to WebAssembly), and they were a third of the PGlite run's file
// time (280 of 820 s on a 2-core machine like CI's, 2026-11-30). Every other database test still runs on both.
const onlyDatabaseTests = process.env.UNIT_TESTS === 'database'
const files = unitTestFiles(root, FOLDERS)
const skipped = onlyDatabaseTests ? [...databaseFreeTests(root, files), ...files.filter((f) => f.startsWith('tests/fuzz/'))] : []
// Files that replace modules (vi.mock…) run in a fresh worker each; the rest share workers (isolated-tests.ts).
const isolated = isolatedTests(root, files)

export default defineConfig({
  test: {
    // One migrated template per run, cloned by every test file's testDb().
    globalSetup: ['tests/helpers/global-setup.ts'],
    // Vitest's default is one worker per core less one: a single worker on the 2-core CI machines, where the files
    // mostly wait on the database. Two workers there: the Postgres run 434 s → 269 s, the PGlite run 512 s → 429 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Limits that catch a hang, not a slow machine: CI runs the PGlite and the Postgres suites and the builds side by
    // side on two cores, and a shared machine may be busier still (a file's database clone took over 30 s there, a
    // 2 s test over 20 s). No test asserts on time; speed is the bench's (npm run bench).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits for a condition: Vitest's 1 s default is a wall-clock limit a loaded machine overruns.
    expect: { poll: { timeout: 20_000 } },
    // A test file's own module evaluation (~2.4 s for one that builds the app from ~800 modules) was most of a
    // worker's time when every file had a fresh worker: the Postgres run spent 859 s of 947 importing. Shared workers
    // evaluate each module once per worker; each file still gets a database of its own (testDb()), and
    // shared-worker-setup.ts puts back the timers, globals and environment a file stubbed.
    // (Each project lists its own files: a project that extends the root appends to the root's include and exclude.)
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          isolate: false,
          include: [`{${FOLDERS.join(',')}}/**/*.test.{ts,tsx}`],
          exclude: ['tests/e2e/**', 'node_modules/**', ...skipped, ...isolated],
          setupFiles: ['tests/helpers/shared-worker-setup.ts'],
        },
      },
      { extends: true, test: { name: 'isolated', isolate: true, include: isolated.filter((f) => !skipped.includes(f)) } },
    ],
  },
})
