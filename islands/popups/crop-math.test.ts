import { describe, expect, it } from 'vitest'
import { clampView, cropRect, frameSize, initialView, MAX_ZOOM, outputSize, zoomTo } from './crop-math'

const image = { width: 1000, height: 500 }
const frame = { width: 200, height: 200 }

describe('crop geometry', () => {
  it('fits a frame of the given aspect inside the stage', () => {
    expect(frameSize({ width: 536, height: 332 }, 1)).toEqual({ width: 300, height: 300 })
    expect(frameSize({ width: 375, height: 600 }, 16 / 9).width).toBeCloseTo(343)
  })

  it('starts with the image covering the frame, centred', () => {
    const v = initialView(image, frame)
    expect(v.scale).toBeCloseTo(0.4)
    expect(v).toMatchObject({ x: -100, y: 0 })
    expect(cropRect(v, frame)).toEqual({ sx: 250, sy: 0, sw: 500, sh: 500 })
  })

  it('never lets the image leave a gap in the frame, nor zoom out past cover or in past the maximum', () => {
    expect(clampView({ scale: 0.4, x: 50, y: 30 }, image, frame)).toEqual({ scale: 0.4, x: 0, y: 0 })
    expect(clampView({ scale: 0.4, x: -1000, y: -1000 }, image, frame)).toEqual({ scale: 0.4, x: -200, y: 0 })
    expect(clampView({ scale: 0.1, x: 0, y: 0 }, image, frame).scale).toBeCloseTo(0.4)
    expect(clampView({ scale: 100, x: 0, y: 0 }, image, frame).scale).toBeCloseTo(0.4 * MAX_ZOOM)
  })

  it('zooms about the given point, keeping the image pixel under it in place', () => {
    const v = initialView(image, frame)
    const at = { x: 100, y: 100 }
    const before = { x: (at.x - v.x) / v.scale, y: (at.y - v.y) / v.scale }
    const z = zoomTo(v, v.scale * 2, at, image, frame)
    expect(z.scale).toBeCloseTo(0.8)
    expect((at.x - z.x) / z.scale).toBeCloseTo(before.x)
    expect((at.y - z.y) / z.scale).toBeCloseTo(before.y)
  })

  it('sizes the output at the crop resolution, capped on the longer side', () => {
    expect(outputSize({ sw: 500, sh: 500 }, 1024)).toEqual({ width: 500, height: 500 })
    expect(outputSize({ sw: 2000, sh: 1000 }, 1000)).toEqual({ width: 1000, height: 500 })
  })
})
