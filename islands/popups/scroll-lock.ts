// Stops the page behind a popup from scrolling, without the content jumping sideways or losing its place.

let saved: { x: number; y: number; overflow: string; paddingRight: string } | null = null

export function lockScroll() {
  if (saved) return
  const html = document.documentElement
  // Hiding the scrollbar widens the page by its width; padding of the same width keeps every line where it was.
  const gap = window.innerWidth - html.clientWidth
  saved = { x: window.scrollX, y: window.scrollY, overflow: html.style.overflow, paddingRight: html.style.paddingRight }
  const padding = parseFloat(getComputedStyle(html).paddingRight) || 0
  html.style.overflow = 'hidden'
  if (gap > 0) html.style.paddingRight = `${padding + gap}px`
  html.dataset.scrollLocked = 'true'
}

export function unlockScroll() {
  if (!saved) return
  const html = document.documentElement
  const { x, y, overflow, paddingRight } = saved
  saved = null
  html.style.overflow = overflow
  html.style.paddingRight = paddingRight
  delete html.dataset.scrollLocked
  // Some mobile browsers reset the position when overflow changes; put it back exactly, without smooth scrolling.
  if (window.scrollX !== x || window.scrollY !== y) window.scrollTo({ left: x, top: y, behavior: 'instant' })
}
