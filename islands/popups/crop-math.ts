// Geometry of the image cropper: the frame inside the stage, cover-scaling, clamping, zoom about a point, the crop rectangle.

export type Size = { width: number; height: number }
/** `scale`: screen pixels per image pixel; `x`, `y`: the image's top-left corner relative to the frame's, in screen pixels. */
export type View = { scale: number; x: number; y: number }

export const MAX_ZOOM = 4

/** The largest frame of the given aspect (width ÷ height) that fits the stage with `margin` on every side. */
export function frameSize(stage: Size, aspect: number, margin = 16): Size {
  const w = Math.max(0, stage.width - margin * 2)
  const h = Math.max(0, stage.height - margin * 2)
  return w / h > aspect ? { width: h * aspect, height: h } : { width: w, height: w / aspect }
}

/** The smallest scale at which the image still covers the whole frame. */
export const minScale = (image: Size, frame: Size) => Math.max(frame.width / image.width, frame.height / image.height)

/** Keeps the scale between cover and MAX_ZOOM × cover, and the frame always filled with image. */
export function clampView(view: View, image: Size, frame: Size): View {
  const min = minScale(image, frame)
  const scale = Math.min(Math.max(view.scale, min), min * MAX_ZOOM)
  const x = Math.min(0, Math.max(frame.width - image.width * scale, view.x))
  const y = Math.min(0, Math.max(frame.height - image.height * scale, view.y))
  return { scale, x, y }
}

/** The image scaled to cover the frame, centred. */
export function initialView(image: Size, frame: Size): View {
  const scale = minScale(image, frame)
  return { scale, x: (frame.width - image.width * scale) / 2, y: (frame.height - image.height * scale) / 2 }
}

/** Zooms to `scale`, keeping the image point under `at` (frame coordinates) where it is. */
export function zoomTo(view: View, scale: number, at: { x: number; y: number }, image: Size, frame: Size): View {
  const next = clampView({ ...view, scale }, image, frame).scale
  const k = next / view.scale
  return clampView({ scale: next, x: at.x - (at.x - view.x) * k, y: at.y - (at.y - view.y) * k }, image, frame)
}

/** The part of the image inside the frame, in image pixels. */
export function cropRect(view: View, frame: Size): { sx: number; sy: number; sw: number; sh: number } {
  // `+ 0` turns -0 (a crop at the very edge) into 0.
  return { sx: -view.x / view.scale + 0, sy: -view.y / view.scale + 0, sw: frame.width / view.scale, sh: frame.height / view.scale }
}

/** Output size: the crop at its own resolution, shrunk so the longer side is at most `max`. */
export function outputSize(crop: { sw: number; sh: number }, max: number): Size {
  const k = Math.min(1, max / Math.max(crop.sw, crop.sh))
  return { width: Math.max(1, Math.round(crop.sw * k)), height: Math.max(1, Math.round(crop.sh * k)) }
}
