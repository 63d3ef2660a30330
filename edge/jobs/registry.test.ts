import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Queryable } from '../db/port'
import { defineJob, jobHandlerMap } from './registry'
import { exponentialBackoff } from './backoff'

const recorder = () => {
  const calls: { sql: string; params: unknown[] }[] = []
  const q: Queryable = {
    async query<T>(sql: string, params: unknown[] = []) {
      calls.push({ sql, params })
      return [{ id: '7' }] as T[]
    },
  }
  return { q, calls }
}

const greet = defineJob({
  name: 'greet',
  schema: z.object({ to: z.string().min(1) }),
  handler: async () => {},
})

describe('defineJob', () => {
  it('enqueues under its own name with the given payload and options', async () => {
    const { q, calls } = recorder()
    expect(await greet.enqueue(q, { to: 'Ann' }, { key: 'greet:ann', maxAttempts: 2, priority: 'guest' })).toBe('7')
    expect(calls[0]?.params).toEqual(['greet', '{"to":"Ann"}', null, 2, 'greet:ann', 10, null])
  })

  it('refuses a payload its schema rejects before touching the database', async () => {
    const { q, calls } = recorder()
    await expect(greet.enqueue(q, { to: '' })).rejects.toThrow()
    expect(calls).toHaveLength(0)
  })
})

describe('jobHandlerMap', () => {
  it('maps names to definitions and refuses a name defined twice', () => {
    expect(jobHandlerMap([greet]).get('greet')).toBe(greet)
    expect(() => jobHandlerMap([greet, greet])).toThrow(/"greet" is defined twice/)
  })
})

describe('exponentialBackoff', () => {
  it('doubles per attempt, stays within [half, full] of the step, and caps', () => {
    const low = exponentialBackoff({ baseMs: 100, maxMs: 1_000, random: () => 0 })
    const high = exponentialBackoff({ baseMs: 100, maxMs: 1_000, random: () => 1 })
    expect([1, 2, 3, 4].map(high)).toEqual([100, 200, 400, 800])
    expect([1, 2, 3, 4].map(low)).toEqual([50, 100, 200, 400])
    expect(high(10)).toBe(1_000)
    expect(low(10)).toBe(500)
  })
})
