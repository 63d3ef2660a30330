import { describe, expect, it } from 'vitest'
import { PRESENTATION_THEME_IDS } from './deck'
import { PRESENTATION_THEMES } from './themes'

describe('presentation themes', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2)
  })

  it.each(PRESENTATION_THEME_IDS)('%s: body, title, muted and accent text read at ≥ 4.5 against the background; table header text against its fill', (id) => {
    const t = PRESENTATION_THEMES[id]
    expect(t.id).toBe(id)
    for (const c of [t.textColor, t.titleColor, t.mutedColor, t.accent]) expect(contrastRatio(c, t.background), c).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(t.tableHeaderColor, t.tableHeaderFill)).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(t.textColor, t.background)).toBeGreaterThanOrEqual(7)
  })

  it('the three themes look different', () => {
    const looks = PRESENTATION_THEME_IDS.map((id) => `${PRESENTATION_THEMES[id].background}/${PRESENTATION_THEMES[id].accent}/${PRESENTATION_THEMES[id].titleFont}`)
    expect(new Set(looks).size).toBe(3)
  })
})

/** WCAG 2 contrast ratio of two #RRGGBB colours (1…21). */
function contrastRatio(a: string, b: string): number {
  const la = luminance(a)
  const lb = luminance(b)
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16)
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}
