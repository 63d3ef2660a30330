import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { DESKTOP_MIN, TABLET_MIN } from '../../domain/breakpoints'

const dir = fileURLToPath(new URL('.', import.meta.url))
const sheets = readdirSync(dir)
  .filter((f) => f.endsWith('.css'))
  .map((f) => ({ name: f, css: readFileSync(dir + f, 'utf8') }))

describe('style sheets', () => {
  it('use only the spec’s breakpoints (platform.md §9) in width media queries', () => {
    const allowed = new Set([`min-width: ${TABLET_MIN}px`, `min-width: ${DESKTOP_MIN}px`, `max-width: ${TABLET_MIN - 0.02}px`, `max-width: ${DESKTOP_MIN - 0.02}px`])
    const found = sheets.flatMap(({ name, css }) => [...css.matchAll(/\((m(?:in|ax)-width:\s*[\d.]+px)\)/g)].map((m) => ({ name, query: m[1] as string })))
    expect(found.length).toBeGreaterThan(0)
    for (const { name, query } of found) expect(allowed.has(query), `${name}: ${query}`).toBe(true)
  })

  it('respect a reader who asked for reduced motion', () => {
    expect(sheets.some(({ css }) => css.includes('@media (prefers-reduced-motion: reduce)'))).toBe(true)
  })

  it('give every focusable thing a visible focus ring', () => {
    expect(sheets.some(({ css }) => /:focus-visible\s*\{[^}]*outline:\s*2px solid/.test(css))).toBe(true)
  })

  it('stay small: under 34 KB of source for the whole design system', () => {
    const bytes = sheets.reduce((n, s) => n + Buffer.byteLength(s.css), 0)
    expect(bytes).toBeLessThan(34_000)
  })
})
