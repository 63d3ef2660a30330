// Takes TUTOR_DONE_MARKER out of the tutor's text stream: the marker may arrive split over deltas, so a trailing piece
// that could still become the marker is held back until the next delta (or the end) shows what it is.
export type TMarkerFilter = {
  /** The text that may go out now. */
  push(delta: string): string
  /** Whatever is still held back (a tail that never became the marker). */
  end(): string
  readonly found: boolean
}

export function createMarkerFilter(marker: string): TMarkerFilter {
  let held = ''
  let found = false
  const holdLength = (s: string): number => {
    // The longest tail of `s` that is a proper start of the marker.
    for (let n = Math.min(marker.length - 1, s.length); n > 0; n--) if (marker.startsWith(s.slice(-n))) return n
    return 0
  }
  return {
    push(delta) {
      let s = held + delta
      if (s.includes(marker)) {
        found = true
        s = s.split(marker).join('')
      }
      const keep = holdLength(s)
      held = s.slice(s.length - keep)
      return s.slice(0, s.length - keep)
    },
    end() {
      const rest = held
      held = ''
      return rest
    },
    get found() {
      return found
    },
  }
}
