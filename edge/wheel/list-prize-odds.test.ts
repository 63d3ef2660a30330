// The rules page's odds come from the database's weights, so a tuned weight shows without a release.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_WEIGHTS } from '../../tests/helpers/seeds'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { listWheelPrizeOdds } from './list-prize-odds'

let t: TestDb

beforeAll(async () => {
  t = await testDb()
})
afterAll(() => t.dispose())

describe('listWheelPrizeOdds', () => {
  it('gives each prize its weight over the sum of the weights, and follows a tuned weight', async () => {
    const total = Object.values(DEFAULT_WEIGHTS).reduce((a, b) => a + b, 0)
    const odds = await listWheelPrizeOdds({ db: t.db })
    expect(odds.map((o) => o.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
    for (const o of odds) expect(o.percent).toBeCloseTo((DEFAULT_WEIGHTS[o.id]! / total) * 100, 6)
    expect(odds.reduce((s, o) => s + o.percent, 0)).toBeCloseTo(100, 6)

    const saved = await t.db.query<{ weight: number }>('select weight from public.wheel_prizes where id = 11')
    try {
      await t.db.query('update public.wheel_prizes set weight = 0 where id = 11')
      const tuned = await listWheelPrizeOdds({ db: t.db })
      expect(tuned.find((o) => o.id === 11)!.percent).toBe(0)
      expect(tuned.find((o) => o.id === 1)!.percent).toBeCloseTo((DEFAULT_WEIGHTS[1]! / (total - DEFAULT_WEIGHTS[11]!)) * 100, 6)
    } finally {
      await t.db.query('update public.wheel_prizes set weight = $1 where id = 11', [saved[0]!.weight])
    }
  })
})
