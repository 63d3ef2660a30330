// The wheel's geometry: sector i (prize id − 1) spans [i·a, (i+1)·a) clockwise from the pointer at 12 o'clock, a = 360°/n.
// A spin turns the wheel clockwise by whole turns plus whatever brings the server's sector under the pointer.

const sectorAngle = (count: number) => 360 / count

/**
 * The rotation a spin ends at, starting from `from`: at least `turns` full turns, then the middle of `sector` under the
 * pointer, moved by `jitter` (−0.5…0.5 of a sector, kept well inside it) so the wheel does not always stop dead centre.
 */
export function spinTarget({ from, sector, count, turns, jitter = 0 }: { from: number; sector: number; count: number; turns: number; jitter?: number }): number {
  const a = sectorAngle(count)
  const inside = Math.max(-0.35, Math.min(0.35, jitter))
  const wanted = -((sector + 0.5 + inside) * a)
  const delta = (((wanted - from) % 360) + 360) % 360
  return from + turns * 360 + delta
}

/** The SVG path of sector i on a wheel of radius r centred at 0,0 (angles clockwise from 12 o'clock). */
export function sectorPath(i: number, count: number, r: number): string {
  const a = sectorAngle(count)
  const point = (deg: number) => {
    const rad = (deg * Math.PI) / 180
    return `${(r * Math.sin(rad)).toFixed(3)} ${(-r * Math.cos(rad)).toFixed(3)}`
  }
  return `M0 0L${point(i * a)}A${r} ${r} 0 0 1 ${point((i + 1) * a)}Z`
}

/**
 * Where sector i's label sits on a wheel turned `rotation` degrees: along the sector's middle radius, its rim end `r`
 * from the centre. SVG angles run clockwise from 3 o'clock; a label that would point into the left half of the screen
 * (90°…270° once the wheel's turn is added) reads upside down, so it is turned half a turn and anchored at its start
 * instead, still ending at the rim side: at rest every label reads left to right.
 */
export function labelPlacement(i: number, count: number, r: number, rotation = 0): { angle: number; transform: string; anchor: 'start' | 'end' } {
  const radial = (i + 0.5) * sectorAngle(count) - 90
  const onScreen = (((radial + rotation) % 360) + 360) % 360
  const flip = onScreen > 90 + 1e-6 && onScreen < 270 - 1e-6
  const angle = flip ? radial - 180 : radial
  return flip ? { angle, transform: `rotate(${angle}) translate(${-r} 0)`, anchor: 'start' } : { angle, transform: `rotate(${angle}) translate(${r} 0)`, anchor: 'end' }
}
