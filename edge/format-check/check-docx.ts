// Нормоконтроль (issue 37 part 2): an uploaded DOCX against a formatting profile — every violation with where it is
// (page estimate, paragraph, excerpt), what was found and what the profile wants, grouped by kind and ranked by how
// soon a reviewer notices it.
import { GOST_7_32, type TFormatProfile } from '../../domain/format-check/profile'
import { groupViolations, type TFormatReport } from '../../domain/format-check/violations'
import { estimateParagraphPages } from '../../domain/format-check/page-estimate'
import type { TDocxModel } from './docx-model'
import { readDocx } from './read-docx'
import { classify } from './classify'
import type { TCheckContext } from './check-context'
import { checkPage } from './check-page'
import { checkText } from './check-text'
import { checkHeadings } from './check-headings'
import { checkCaptions } from './check-captions'
import { checkReferences } from './check-references'

export type TCheckOptions = {
  profile?: TFormatProfile
  /** The day of the check: the access date suggested for online sources without one. */
  today?: Date
}

export const ddmmyyyy = (d: Date) => `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`

/** The page each paragraph is probably on, from its characters and the text area of its section. */
export function paragraphPages(model: TDocxModel): { pages: number[]; total: number } {
  const s = model.sections[0]
  const page = s ? { textWidth: s.width - s.margins.left - s.margins.right, textHeight: s.height - s.margins.top - s.margins.bottom } : { textWidth: 9355, textHeight: 14570 }
  // Cells in a row stand side by side: a cell's share of its row is one over the paragraphs a row has on average.
  const cellShare = (t: number | null) => {
    const table = t === null ? undefined : model.tables[t]
    if (!table || table.rows === 0) return undefined
    return Math.min(1, table.rows / Math.max(1, table.lastParagraph - table.firstParagraph + 1))
  }
  return estimateParagraphPages(
    model.paragraphs.map((p) => {
      const size = p.runs.find((r) => r.text.trim())?.props.size ?? 12
      const line = p.props.lineRule === 'auto' ? p.props.line / 240 : p.props.line / (size * 20 * 1.15)
      return { chars: p.text.length, size, line, newPage: p.newPage, extra: p.props.before + p.props.after + (p.hasDrawing ? p.drawingHeight || 4000 : 0), cell: cellShare(p.table) }
    }),
    { textWidth: Math.max(2000, page.textWidth), textHeight: Math.max(2000, page.textHeight) },
  )
}

/** Checks a model already read (tests and the later fixer read once and check against several profiles). */
export function checkDocxModel(model: TDocxModel, opts: TCheckOptions = {}): TFormatReport {
  const profile = opts.profile ?? GOST_7_32
  const { pages, total } = paragraphPages(model)
  const ctx: TCheckContext = { model, roles: classify(model, profile), profile, pages, today: ddmmyyyy(opts.today ?? new Date()), out: [] }
  checkPage(ctx)
  checkText(ctx)
  checkHeadings(ctx)
  checkCaptions(ctx)
  checkReferences(ctx)
  const groups = groupViolations(ctx.out)
  return { profileId: profile.id, pages: total, paragraphs: model.paragraphs.length, total: groups.reduce((n, g) => n + g.count, 0), groups }
}

/**
 * Reads and checks an uploaded file. Throws an AppError (BAD_REQUEST) with a Russian message when it is not a DOCX
 * («Нужен файл Word в формате DOCX…») or the archive is damaged or bomb-like («Файл повреждён или слишком большой»).
 */
export function checkDocx(bytes: Uint8Array, opts: TCheckOptions = {}): TFormatReport {
  return checkDocxModel(readDocx(bytes), opts)
}
