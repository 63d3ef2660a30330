import { describe, expect, it } from 'vitest'
import { PRESENTATION_THEME_IDS } from './deck'
import { contrastRatio, PRESENTATION_THEMES } from './themes'

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
