// A formatting profile (domain/format-check/profile.ts) as the numbers the text work's DOCX is written with: the same
// data the format check reads, so a work written to a university's profile passes that profile's check, and GOST 7.32
// lives in one place. Lengths stay in twips as the profile keeps them; sizes become half-points as the DOCX keeps them.
import { GOST_7_32, type TFormatProfile } from '../../domain/format-check/profile'
import type { TLayoutPage } from './docx-page-estimate'

export type TDocxLook = {
  page: { width: number; height: number; margin: { left: number; right: number; top: number; bottom: number } }
  /** The text between the margins, twips: what the page estimate fills and tables and figures fit into. */
  textArea: TLayoutPage
  /** The body's font, also the headings', captions', tables' and title page's. */
  font: string
  /** The body's size in half-points (28 = 14 pt); headings and captions are set at it too. */
  size: number
  /** Line spacing in 240ths of a line (360 = 1.5 lines). */
  line: number
  firstLineIndent: number
  alignment: TFormatProfile['body']['alignment']
  pageNumbers: TFormatProfile['pageNumbers']['position']
}

/**
 * The body's size in points. The largest the profile allows when that is at most 14: GOST 7.32's 12–14 gives the 14
 * universities ask for, and a profile that names one size gets it. A profile allowing more than 14 gets 14 moved into
 * its range (16–18 gives 16): a larger size than asked for only makes the work longer.
 */
export function bodySizePt(range: TFormatProfile['body']['size']): number {
  return range.max <= 14 ? range.max : Math.min(range.max, Math.max(range.min, 14))
}

export function docxLook(profile: TFormatProfile = GOST_7_32): TDocxLook {
  const { width, height, margins } = profile.page
  const margin = { left: margins.left, right: margins.right, top: margins.top, bottom: margins.bottom }
  return {
    page: { width, height, margin },
    textArea: { textWidth: width - margin.left - margin.right, textHeight: height - margin.top - margin.bottom },
    font: profile.body.fonts[0]!,
    // Word keeps sizes in half-points.
    size: Math.round(bodySizePt(profile.body.size) * 2),
    line: Math.round(profile.body.lineSpacing * 240),
    firstLineIndent: profile.body.firstLineIndent,
    alignment: profile.body.alignment,
    pageNumbers: profile.pageNumbers.position,
  }
}

/** GOST 7.32, the look of a work written without a profile. */
export const GOST_LOOK = docxLook(GOST_7_32)
