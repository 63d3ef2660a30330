// Which sections of a finished work a changed outline or a changed source list affects (issue 13 part 4), and the
// text each section keeps. Sections are matched by their title, not their number, so a moved chapter keeps its text
// (and the student's edits); a new or renamed one must be written. A section citing a source that left the list must
// be written again; every kept section has its citations renumbered to the new list, so [n] still names its source.
import { citationsIn, renumberCitations } from './work-document-citations'
import type { TOutline } from './requirements'

export type TRewriteSection = { key: string; title: string; level: 1 | 2; text: string }
type TRewriteReason = 'OUTLINE' | 'SOURCES'

/** The sections the writer makes from an outline, in reading order (keys and titles as edge/essays/text writes them). */
export function outlineSections(outline: TOutline): { key: string; title: string; level: 1 | 2; heading: boolean }[] {
  const out: { key: string; title: string; level: 1 | 2; heading: boolean }[] = [{ key: 'introduction', title: 'Введение', level: 1, heading: false }]
  outline.forEach((c, i) => {
    const n = i + 1
    out.push({ key: `c${n}`, title: `${n} ${c.title}`, level: 1, heading: c.subchapters.length > 0 })
    c.subchapters.forEach((s, j) => out.push({ key: `c${n}.${j + 1}`, title: `${n}.${j + 1} ${s.title}`, level: 2, heading: false }))
  })
  out.push({ key: 'conclusion', title: 'Заключение', level: 1, heading: false })
  return out
}

/** A title without its number, case and spacing: «2.1  Рынок» and «1.3 рынок» are the same section. */
const bare = (title: string) =>
  title
    .replace(/^\s*\d+(\.\d+)*\.?\s+/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase('ru')

export type TRewritePlan = {
  /** The new outline's sections; `from` is the old section whose text they keep (null: nothing to keep). */
  sections: (TRewriteSection & { heading: boolean; from: string | null; reason: TRewriteReason | null })[]
  /** Old citation number → new one, for the kept texts. */
  citations: Map<number, number>
  addedSources: number
  removedSources: number
}

/**
 * Plans a rewrite: `old` is the text as it stands (with the student's edits), `oldSourceIds` the approved list it was
 * written with (citation [n] is its n-th id), `newSourceIds` the list now.
 */
export function planRewrite(o: { old: readonly TRewriteSection[]; outline: TOutline; oldSourceIds: readonly string[]; newSourceIds: readonly string[] }): TRewritePlan {
  const byTitle = new Map<string, TRewriteSection[]>()
  for (const s of o.old) {
    const k = s.key === 'introduction' || s.key === 'conclusion' ? s.key : bare(s.title)
    byTitle.set(k, [...(byTitle.get(k) ?? []), s])
  }
  const removed = new Set<number>()
  const citations = new Map<number, number>()
  o.oldSourceIds.forEach((id, i) => {
    const at = o.newSourceIds.indexOf(id)
    if (at < 0) removed.add(i + 1)
    else citations.set(i + 1, at + 1)
  })
  const sections = outlineSections(o.outline).map((s) => {
    const candidates = byTitle.get(s.key === 'introduction' || s.key === 'conclusion' ? s.key : bare(s.title))
    const match = candidates?.shift() ?? null
    if (s.heading) return { ...s, text: '', from: match?.key ?? null, reason: null }
    if (!match || !match.text.trim()) return { ...s, text: '', from: null, reason: 'OUTLINE' as const }
    const citesRemoved = citationsIn(match.text).some((n) => removed.has(n))
    return { ...s, text: renumberCitations(match.text, citations), from: match.key, reason: citesRemoved ? ('SOURCES' as const) : null }
  })
  const old = new Set(o.oldSourceIds)
  return { sections, citations, addedSources: o.newSourceIds.filter((id) => !old.has(id)).length, removedSources: removed.size }
}

/** The keys of the sections that must be written again (a new section has no text to keep). */
export const affectedKeys = (plan: TRewritePlan): string[] => plan.sections.filter((s) => s.reason !== null).map((s) => s.key)

/**
 * The whole text after a rewrite: the `written` sections as written now, every other one as it stands (renumbered,
 * under its new title and key). The generated copy «reset» brings back follows the same plan, so a reset keeps the
 * new sections and returns the others to how they were generated.
 */
export function assembleRewrite(o: {
  current: readonly TRewriteSection[]
  generated: readonly TRewriteSection[]
  outline: TOutline
  oldSourceIds: readonly string[]
  newSourceIds: readonly string[]
  written: ReadonlyMap<string, string>
}): { finalText: TRewriteSection[]; generatedText: TRewriteSection[] } {
  const ids = { outline: o.outline, oldSourceIds: o.oldSourceIds, newSourceIds: o.newSourceIds }
  const strip = ({ key, title, level, text }: TRewriteSection) => ({ key, title, level, text })
  const finalText = planRewrite({ ...ids, old: o.current }).sections.map((s) => strip({ ...s, text: o.written.get(s.key) ?? s.text }))
  const generatedText = planRewrite({ ...ids, old: o.generated }).sections.map((s, i) => strip({ ...s, text: o.written.get(s.key) ?? (s.from ? s.text : finalText[i]!.text) }))
  return { finalText, generatedText }
}
