import { describe, expect, it } from 'vitest'
import { sectorAt, sectorPath, spinTarget } from './wheel-math'

describe('wheel geometry', () => {
  it('lands every sector under the pointer from any start, after the whole turns asked for', () => {
    for (const from of [0, 17.3, -250, 1234.5, 3600]) {
      for (let sector = 0; sector < 11; sector++) {
        for (const jitter of [-0.5, -0.2, 0, 0.3, 0.5]) {
          const to = spinTarget({ from, sector, count: 11, turns: 5, jitter })
          expect(sectorAt(to, 11)).toBe(sector)
          expect(to - from).toBeGreaterThanOrEqual(5 * 360)
          expect(to - from).toBeLessThan(6 * 360)
        }
      }
    }
  })

  it('reads the sector under the pointer: unturned, the pointer is on the first sector; a turn of one sector back shows the second', () => {
    expect(sectorAt(0, 11)).toBe(0)
    expect(sectorAt(-360 / 11 - 1, 11)).toBe(1)
    expect(sectorAt(1, 11)).toBe(10)
  })

  it('draws a sector as a closed arc from the centre', () => {
    expect(sectorPath(0, 4, 100)).toBe('M0 0L0.000 -100.000A100 100 0 0 1 100.000 -0.000Z')
  })
})
