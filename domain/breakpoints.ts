// Screen breakpoints of platform.md §9: mobile under 1024 px, tablet 1024–1279 px, desktop 1280 px and up.
// The CSS media queries use the same numbers (pages/styles/breakpoints.test.ts keeps them in step).

export const TABLET_MIN = 1024
export const DESKTOP_MIN = 1280

export type TBreakpoint = 'mobile' | 'tablet' | 'desktop'

export function breakpointOf(width: number): TBreakpoint {
  if (width >= DESKTOP_MIN) return 'desktop'
  if (width >= TABLET_MIN) return 'tablet'
  return 'mobile'
}

/** Media queries for `matchMedia`, matching the CSS. */
export const MEDIA = {
  tabletUp: `(min-width: ${TABLET_MIN}px)`,
  desktop: `(min-width: ${DESKTOP_MIN}px)`,
  mobile: `(max-width: ${TABLET_MIN - 0.02}px)`,
} as const
