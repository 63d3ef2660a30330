// End-to-end run: one build, one built server per worker (global-setup.ts), one browser per file.
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS) || 2)

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    // Two files at a time, each worker with a server of its own (global-setup.ts): most of a file's time is waiting
    // on the browser and the server, not the CPU. E2E_WORKERS=1 runs the files one by one against one server.
    fileParallelism: E2E_WORKERS > 1,
    maxWorkers: E2E_WORKERS,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 20_000,
  },
})
