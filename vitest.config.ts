import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['{edge,domain,islands,pages,tests}/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    // One migrated template per run, cloned by every test file's testDb().
    globalSetup: ['tests/helpers/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
})
