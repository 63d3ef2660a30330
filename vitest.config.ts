import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['{edge,domain,islands,pages,tests}/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
})
