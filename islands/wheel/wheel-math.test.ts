import { describe, expect, it } from 'vitest'
import { labelPlacement, sectorPath, spinTarget } from './wheel-math'

/** The sector under the pointer when the wheel is turned `rotation` degrees clockwise: what a spin must land on. */
function sectorAt(rotation: number, count: number): number {
  const a = 360 / count
  // The pointer sits at 0°; on the turned wheel it reads the wheel's own angle −rotation.
  const onWheel = (((-rotation % 360) + 360) % 360 + 1e-9) % 360
  return Math.floor(onWheel / a) % count
}

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

  it('turns every label so it reads left to right (none upside down), its rim end on the sector’s middle radius', () => {
    for (const count of [11, 8, 4]) {
      for (let i = 0; i < count; i++) {
        const { angle, transform, anchor } = labelPlacement(i, count, 88)
        // The text runs along `angle` (clockwise from 3 o'clock): readable while it points into the right half.
        expect(Math.cos((angle * Math.PI) / 180), `sector ${i}/${count}`).toBeGreaterThanOrEqual(-1e-9)
        // Where the anchored end lands: r along the sector's middle radius either way.
        const m = anchoredAt(transform)
        const middle = (((i + 0.5) * 360) / count - 90) * (Math.PI / 180)
        expect(m.x, `sector ${i}/${count}`).toBeCloseTo(88 * Math.cos(middle), 6)
        expect(m.y, `sector ${i}/${count}`).toBeCloseTo(88 * Math.sin(middle), 6)
        expect(anchor).toBe(Math.cos(middle) < -1e-9 ? 'start' : 'end')
      }
    }
    // The eleven-prize wheel: sectors 6-10 (left of the pointer's vertical) are the ones turned.
    expect(Array.from({ length: 11 }, (_, i) => labelPlacement(i, 11, 88).anchor)).toEqual(['end', 'end', 'end', 'end', 'end', 'end', 'start', 'start', 'start', 'start', 'start'])
  })

  it('places the labels for where a turn stops, so they read left to right on screen after any spin', () => {
    for (const rotation of [0, 95, 180, -250, 1234.5, 5 * 360 + 17]) {
      for (let i = 0; i < 11; i++) {
        const { angle } = labelPlacement(i, 11, 88, rotation)
        expect(Math.cos(((angle + rotation) * Math.PI) / 180), `sector ${i} at ${rotation}°`).toBeGreaterThanOrEqual(-1e-9)
      }
    }
    // Half a turn swaps which labels are turned.
    expect(Array.from({ length: 11 }, (_, i) => labelPlacement(i, 11, 88, 180).anchor)).toEqual(['start', 'start', 'start', 'start', 'start', 'end', 'end', 'end', 'end', 'end', 'end'])
  })
})

/** The point `rotate(a) translate(x 0)` takes the origin to. */
function anchoredAt(transform: string): { x: number; y: number } {
  const [, a, x] = transform.match(/^rotate\((-?[\d.e-]+)\) translate\((-?[\d.e-]+) 0\)$/)!.map(Number) as [number, number, number]
  return { x: x * Math.cos((a * Math.PI) / 180), y: x * Math.sin((a * Math.PI) / 180) }
}
