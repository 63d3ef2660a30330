import { describe, expect, it } from 'vitest'
import { cmToTwips, FORMAT_PROFILES, GOST_7_32, mmToTwips, ZFormatProfile } from './profile'

describe('GOST_7_32', () => {
  it('holds the standard’s numbers in the file’s own units', () => {
    expect(GOST_7_32.page).toMatchObject({ width: 11906, height: 16838, margins: { left: 1701, right: 850, top: 1134, bottom: 1134 } })
    expect([mmToTwips(30), mmToTwips(15), cmToTwips(1.25)]).toEqual([1701, 850, 709])
    expect(GOST_7_32.body).toMatchObject({ fonts: ['Times New Roman'], size: { min: 12, max: 14 }, lineSpacing: 1.5, firstLineIndent: 709, alignment: 'both' })
    expect(GOST_7_32.pageNumbers).toEqual({ position: 'bottom-center', format: 'decimal', titleCounted: true, titleHidden: true })
    expect(FORMAT_PROFILES.map((p) => p.id)).toEqual(['gost-7.32-2017'])
  })

  it('validates a saved custom profile and refuses a broken one', () => {
    const saved = JSON.parse(JSON.stringify({ ...GOST_7_32, id: 'my-university', body: { ...GOST_7_32.body, size: { min: 14, max: 14 } } }))
    expect(ZFormatProfile.parse(saved).body.size).toEqual({ min: 14, max: 14 })
    expect(ZFormatProfile.safeParse({ ...saved, body: { ...saved.body, size: { min: 14, max: 12 } } }).success).toBe(false)
    expect(ZFormatProfile.safeParse({ ...saved, headings: { ...saved.headings, levels: [] } }).success).toBe(false)
    expect(ZFormatProfile.safeParse({ ...saved, page: { ...saved.page, width: -1 } }).success).toBe(false)
  })
})
