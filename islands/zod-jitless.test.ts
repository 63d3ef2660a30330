import { describe, expect, it } from 'vitest'
import { config } from 'zod/v4/core'
import { zodWithoutEval } from './zod-jitless'

describe('zodWithoutEval', () => {
  it('turns on zod’s own jitless setting (a zod upgrade that moves its global config fails here)', () => {
    const before = config().jitless
    try {
      zodWithoutEval()
      expect(config().jitless).toBe(true)
    } finally {
      config({ jitless: before })
    }
  })
})
