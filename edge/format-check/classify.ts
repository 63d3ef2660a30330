// What each paragraph is — title page, contents, a structural heading, a section heading, text, a list item, a
// caption, a figure, a table cell, a reference — since each has rules of its own. Word's styles say some of it; the
// rest is read from the text the way a reviewer reads it, so a work typed without styles is checked the same way.
import type { TFormatProfile } from '../../domain/format-check/profile'
import type { TDocxModel, TParagraph } from './docx-model'

export type TRole =
  | { kind: 'title' | 'toc' | 'empty' | 'figure' | 'formula' | 'cell' | 'body' | 'list' | 'reference' | 'appendix-title' }
  | { kind: 'structural'; name: string; alias: boolean }
  | { kind: 'appendix'; designation: string }
  | { kind: 'heading'; level: number; number?: string; label?: string }
  | { kind: 'caption'; of: 'figure' | 'table' }

const norm = (s: string) => s.replace(/\s+/g, ' ').trim().replace(/[.:]+$/, '').trim().toUpperCase()
const NUMBERED = /^(\d+(?:\.\d+)*)\.?\s+\S/
const CHAPTER_WORD = /^(?:глава|раздел)\s+\d+/i
const TITLE_WORDS = /^(?:на тему|тема:|выполнил|выполнила|проверил|проверила|руководитель|научный руководитель)(?![а-яё])|министерство|университет|институт|академия|кафедра/i
const BULLET_TEXT = /^[•●▪■◦○·✓➢►\uF0B7\uF0A7*]\s?/

export const allBold = (p: TParagraph) => p.runs.some((r) => r.text.trim()) && p.runs.every((r) => !r.text.trim() || r.props.bold)

/** The structural element a text names, if it names one (as the profile writes it or by a known other name). */
export function structuralName(text: string, profile: TFormatProfile): { name: string; alias: boolean } | undefined {
  const t = norm(text)
  if (t.length > 60) return undefined
  for (const s of profile.headings.structural) {
    if (t === s.name) return { name: s.name, alias: false }
    if (s.aliases.includes(t)) return { name: s.name, alias: true }
  }
  return undefined
}

/**
 * A figure's or table's caption: the word and a number followed by a separator («Рисунок 1 – », «Рис. 2.»), or a short
 * line so named right beside a figure or table. «Рисунок 1 показывает…» in the text is a sentence, not a caption.
 */
function captionKind(model: TDocxModel, i: number, profile: TFormatProfile): 'figure' | 'table' | undefined {
  const p = model.paragraphs[i]!
  const t = p.text.trim()
  if (t.length > 300) return undefined
  const number = '\\s*(?:[А-ЯЁA-Z]\\.)?\\d+(?:\\.\\d+)?'
  const fig = new RegExp(`^(?:${profile.captions.figure.word}|Рис\\.?)${number}`, 'i')
  const tab = new RegExp(`^${profile.captions.table.word}${number}`, 'i')
  const of = fig.test(t) ? 'figure' : tab.test(t) ? 'table' : undefined
  if (!of) return undefined
  const rest = t.replace(of === 'figure' ? fig : tab, '')
  if (/^\s*(?:[–—\-.:]|$)/.test(rest)) return of
  const near = (j: number) => model.paragraphs[j]
  const beside = [near(i - 1), near(i + 1)].some((q) => q && (of === 'figure' ? q.hasDrawing : q.table !== null && p.table === null))
  return beside && t.length <= 150 ? of : undefined
}

/** Whether a paragraph has anything visible. */
export const isEmpty = (p: TParagraph) => p.text.trim() === '' && !p.hasDrawing && !p.hasMath

export function classify(model: TDocxModel, profile: TFormatProfile): TRole[] {
  const ps = model.paragraphs
  const roles: TRole[] = ps.map(() => ({ kind: 'body' }))
  const isHeadingLike = (p: TParagraph) =>
    p.table === null && !p.inToc && p.text.trim() !== '' && (structuralName(p.text, profile) !== undefined || /^ПРИЛОЖЕНИЕ\b/i.test(p.text.trim()) || (p.headingLevel !== undefined && p.headingLevel < 4))
  // The title page: the first page, unless the file opens with a heading or the contents; without a page break
  // early in the file, what comes before the first heading.
  const firstHeading = ps.findIndex((p) => isHeadingLike(p) || p.inToc)
  const firstNewPage = ps.findIndex((p, i) => i > 0 && p.newPage)
  let titleEnd = 0
  // A first page that names the work and its author is the title page, even when it opens with the work's kind
  // («РЕФЕРАТ», which is also a structural element's name).
  if (firstNewPage > 0 && firstNewPage <= 60 && ps.slice(0, firstNewPage).some((p) => TITLE_WORDS.test(p.text.trim()))) titleEnd = firstNewPage
  else if (firstHeading === 0) titleEnd = 0
  else if (firstNewPage > 0 && firstNewPage <= 60) titleEnd = firstNewPage
  else if (firstHeading > 0 && firstHeading <= 40) titleEnd = firstHeading

  let region: 'text' | 'toc' | 'references' = 'text'
  let afterAppendix = false
  ps.forEach((p, i) => {
    const t = p.text.trim()
    // An appendix's own title, on the line under «ПРИЛОЖЕНИЕ А», is centred like a heading.
    const appendixTitle = afterAppendix && !isEmpty(p)
    if (!isEmpty(p)) afterAppendix = false
    if (appendixTitle && t.length <= 150 && p.props.alignment === 'center' && p.table === null) return (roles[i] = { kind: 'appendix-title' })
    if (i < titleEnd) return (roles[i] = { kind: 'title' })
    if (p.table !== null) return (roles[i] = { kind: 'cell' })
    if (p.inToc) return (roles[i] = { kind: 'toc' })
    if (p.hasMath && t.replace(/\(\d+(?:\.\d+)?\)/, '').trim() === '') return (roles[i] = { kind: 'formula' })
    if (p.hasDrawing && t.length < 5) return (roles[i] = { kind: 'figure' })
    if (isEmpty(p)) return (roles[i] = { kind: 'empty' })
    const structural = structuralName(t, profile)
    if (structural) {
      region = structural.name === 'СОДЕРЖАНИЕ' ? 'toc' : structural.name === 'СПИСОК ИСПОЛЬЗОВАННЫХ ИСТОЧНИКОВ' ? 'references' : 'text'
      return (roles[i] = { kind: 'structural', ...structural })
    }
    const appendix = /^ПРИЛОЖЕНИЕ(?:\s+([^\s.]+))?\s*\.?$/i.exec(t.split(/\s{2,}|\n/)[0]!.trim())
    if (appendix && t.length <= 120) {
      region = 'text'
      afterAppendix = true
      return (roles[i] = { kind: 'appendix', designation: appendix[1] ?? '' })
    }
    const numbered = NUMBERED.exec(t)
    const styled = p.headingLevel !== undefined && p.headingLevel < 4
    const looksNumbered = t.length <= 150 && allBold(p) && (numbered || CHAPTER_WORD.test(t)) && !/[.!?]\s+\S/.test(t.replace(NUMBERED, ''))
    if (styled || looksNumbered) {
      region = 'text'
      const level = styled ? p.headingLevel! : numbered ? numbered[1]!.split('.').length - 1 : 0
      return (roles[i] = { kind: 'heading', level, number: numbered?.[1], label: p.list?.text })
    }
    if (region === 'toc') return (roles[i] = { kind: 'toc' })
    if (region === 'references') return (roles[i] = { kind: 'reference' })
    const caption = captionKind(model, i, profile)
    if (caption) return (roles[i] = { kind: 'caption', of: caption })
    if ((p.list && p.list.numFmt !== 'none') || BULLET_TEXT.test(t) || /^(?:[а-яa-z]|\d{1,2})\)\s/.test(t)) return (roles[i] = { kind: 'list' })
    return undefined
  })
  return roles
}

/** Whether paragraph i starts a page: it or an empty paragraph just before it breaks the page. */
export function startsPage(model: TDocxModel, roles: readonly TRole[], i: number): boolean {
  for (let j = i; j >= 0; j--) {
    if (j < i && roles[j]!.kind !== 'empty') return false
    if (model.paragraphs[j]!.newPage || j === 0) return true
  }
  return true
}
