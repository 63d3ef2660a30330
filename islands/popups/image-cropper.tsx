// Image cropper: drag to move, wheel, pinch or the slider to zoom, a frame of the given aspect; the result comes out as a Blob.
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { cropperSize } from '../../domain/popups'
import { clampView, cropRect, frameSize, initialView, MAX_ZOOM, minScale, outputSize, zoomTo, type Size, type View } from './crop-math'
import type { ImageCropperPopupProps } from './popup-props'

type Props = Omit<ImageCropperPopupProps, 'onDone'> & { onDone: (result: { blob: Blob; canvas: HTMLCanvasElement }) => void; onCancel: () => void }

const useViewport = () => {
  const [vp, setVp] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }))
  useEffect(() => {
    const on = () => setVp({ width: window.innerWidth, height: window.innerHeight })
    window.addEventListener('resize', on)
    return () => window.removeEventListener('resize', on)
  }, [])
  return vp
}

export function ImageCropper({ src, aspect = 1, maxOutputSize = 1024, type = 'image/jpeg', onDone, onCancel }: Props) {
  const viewport = useViewport()
  const size = cropperSize({ viewportWidth: viewport.width, viewportHeight: viewport.height })
  const stageRef = useRef<HTMLDivElement>(null)
  const imgRef = useRef<HTMLImageElement>(null)
  const [stage, setStage] = useState<Size>({ width: 0, height: 0 })
  const [image, setImage] = useState<Size | null>(null)
  const [view, setView] = useState<View | null>(null)
  const [failed, setFailed] = useState(false)
  const [busy, setBusy] = useState(false)
  const pointers = useRef(new Map<number, { x: number; y: number }>())
  const frame = frameSize(stage, aspect)
  const frameOrigin = { left: (stage.width - frame.width) / 2, top: (stage.height - frame.height) / 2 }

  // The stage's size comes from CSS (fixed on desktop, the rest of the screen on phones), so it is measured.
  useEffect(() => {
    const el = stageRef.current
    if (!el) return
    const ro = new ResizeObserver(([entry]) => entry && setStage({ width: entry.contentRect.width, height: entry.contentRect.height }))
    ro.observe(el)
    return () => ro.disconnect()
  }, [])

  // A new stage or image size re-frames the picture; moving and zooming keep it framed through clampView.
  useEffect(() => {
    if (image && frame.width > 0) setView((v) => (v ? clampView(v, image, frame) : initialView(image, frame)))
  }, [image, frame.width, frame.height])

  const apply = (next: (v: View, img: Size) => View) => setView((v) => (v && image ? next(v, image) : v))
  const zoomAround = (scale: number, at = { x: frame.width / 2, y: frame.height / 2 }) => apply((v, img) => zoomTo(v, scale, at, img, frame))
  const toFrame = (clientX: number, clientY: number) => {
    const r = stageRef.current!.getBoundingClientRect()
    return { x: clientX - r.left - frameOrigin.left, y: clientY - r.top - frameOrigin.top }
  }

  // Wheel zoom needs a non-passive listener to keep the page (or the dialog) from scrolling.
  useEffect(() => {
    const el = stageRef.current
    if (!el) return
    const onWheel = (e: WheelEvent) => {
      e.preventDefault()
      const at = toFrame(e.clientX, e.clientY)
      apply((v, img) => zoomTo(v, v.scale * Math.exp(-e.deltaY * 0.0015), at, img, frame))
    }
    el.addEventListener('wheel', onWheel, { passive: false })
    return () => el.removeEventListener('wheel', onWheel)
  })

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId)
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY })
  }
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const prev = pointers.current.get(e.pointerId)
    if (!prev) return
    const others = [...pointers.current.entries()].filter(([id]) => id !== e.pointerId).map(([, p]) => p)
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY })
    const other = others[0]
    if (other) {
      // Pinch: the distance between two fingers scales the image about their midpoint.
      const ratio = Math.hypot(e.clientX - other.x, e.clientY - other.y) / Math.max(1, Math.hypot(prev.x - other.x, prev.y - other.y))
      const at = toFrame((e.clientX + other.x) / 2, (e.clientY + other.y) / 2)
      apply((v, img) => zoomTo(v, v.scale * ratio, at, img, frame))
    } else {
      apply((v, img) => clampView({ ...v, x: v.x + e.clientX - prev.x, y: v.y + e.clientY - prev.y }, img, frame))
    }
  }
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => void pointers.current.delete(e.pointerId)

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? 40 : 10
    const moves: Record<string, [number, number]> = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] }
    const move = moves[e.key]
    if (move) {
      e.preventDefault()
      apply((v, img) => clampView({ ...v, x: v.x + move[0], y: v.y + move[1] }, img, frame))
    } else if (e.key === '+' || e.key === '=' || e.key === '-') {
      e.preventDefault()
      apply((v, img) => zoomTo(v, v.scale * (e.key === '-' ? 1 / 1.1 : 1.1), { x: frame.width / 2, y: frame.height / 2 }, img, frame))
    }
  }

  const min = image && frame.width > 0 ? minScale(image, frame) : 1
  const zoom = view ? view.scale / min : 1

  function done() {
    const img = imgRef.current
    if (!img || !view) return
    const crop = cropRect(view, frame)
    const out = outputSize(crop, maxOutputSize)
    const canvas = document.createElement('canvas')
    canvas.width = out.width
    canvas.height = out.height
    canvas.getContext('2d')?.drawImage(img, crop.sx, crop.sy, crop.sw, crop.sh, 0, 0, out.width, out.height)
    setBusy(true)
    canvas.toBlob(
      (blob) => {
        setBusy(false)
        if (blob) onDone({ blob, canvas })
        else setFailed(true)
      },
      type,
      0.92,
    )
  }

  const crossOrigin = /^https?:/i.test(src) && !src.startsWith(window.location.origin) ? 'anonymous' : undefined
  return (
    <div className={`cropper${size.fullscreen ? ' cropper--fullscreen' : ''}`}>
      <div
        ref={stageRef}
        className="cropper__stage"
        style={size.fullscreen ? undefined : { width: size.width, height: size.height }}
        tabIndex={0}
        role="group"
        aria-label="Область обрезки: перетащи изображение, стрелки двигают, плюс и минус меняют масштаб"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
      >
        <img
          ref={imgRef}
          src={src}
          alt=""
          crossOrigin={crossOrigin}
          draggable={false}
          className="cropper__image"
          onLoad={(e) => setImage({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
          onError={() => setFailed(true)}
          style={
            view
              ? { transform: `translate(${frameOrigin.left + view.x}px, ${frameOrigin.top + view.y}px) scale(${view.scale})` }
              : { visibility: 'hidden' }
          }
        />
        <div className="cropper__frame" style={{ left: frameOrigin.left, top: frameOrigin.top, width: frame.width, height: frame.height }} />
      </div>
      {failed && <p className="cropper__error">Не получилось открыть изображение. Попробуй другое.</p>}
      <label className="cropper__zoom">
        <span>Масштаб</span>
        <input
          type="range"
          min={1}
          max={MAX_ZOOM}
          step={0.01}
          value={zoom}
          disabled={!view}
          onChange={(e) => zoomAround(min * Number(e.currentTarget.value))}
        />
      </label>
      <div className="cropper__actions">
        <button type="button" className="popup-button popup-button--ghost" onClick={onCancel}>
          Отмена
        </button>
        <button type="button" className="popup-button" onClick={done} disabled={!view || busy || failed}>
          Готово
        </button>
      </div>
    </div>
  )
}
