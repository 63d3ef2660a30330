// Runs before every test file of the shared workers (vitest.config.ts): whatever a file left on the process —
// fake timers, stubbed globals or environment variables — is put back when it ends, so the next file in the same
// worker starts from the real ones.
import { afterAll, vi } from 'vitest'

afterAll(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})
