// The outline editor's model: sections → slides → theses with stable ids (React keys, focus after a change), the four
// edit actions of orders.md §4 (add, move up, move down, delete) and the undo of a delete, and the §5 limits and
// messages per item. Pure functions: the step keeps one value and replaces it.
import { PRESENTATION_LIMITS as L, PRESENTATION_MESSAGES as M, type TPresentationOutline } from '../../domain/presentation/input'

type TEThesis = { id: string; text: string }
type TESlide = { id: string; title: string; narratives: TEThesis[] }
type TESection = { id: string; title: string; subsections: TESlide[] }
export type TEOutline = TESection[]

/** Where an item is: a section, a slide of it, a thesis of that slide. */
export type TOutlinePath = { s: number; sl?: number; t?: number }
export type TOutlineLevel = 'section' | 'slide' | 'thesis'

let next = 0
const newId = () => `o${++next}`

export function toEditable(outline: TPresentationOutline | null | undefined): TEOutline {
  return (outline ?? []).map((s) => ({
    id: newId(),
    title: s.title,
    subsections: s.subsections.map((sl) => ({ id: newId(), title: sl.title, narratives: sl.narratives.map((text) => ({ id: newId(), text })) })),
  }))
}

export function fromEditable(o: TEOutline): TPresentationOutline {
  return o.map((s) => ({ title: s.title.trim(), subsections: s.subsections.map((sl) => ({ title: sl.title.trim(), narratives: sl.narratives.map((t) => t.text.trim()) })) }))
}

const levelOf = (p: TOutlinePath): TOutlineLevel => (p.t != null ? 'thesis' : p.sl != null ? 'slide' : 'section')

/** The list a path's item lives in, with a setter that rebuilds the tree around a new list. */
function listAt(o: TEOutline, p: TOutlinePath): { list: unknown[]; put: (list: unknown[]) => TEOutline; index: number } | null {
  const level = levelOf(p)
  if (level === 'section') return { list: o, put: (l) => l as TEOutline, index: p.s }
  const sec = o[p.s]
  if (!sec) return null
  if (level === 'slide') return { list: sec.subsections, put: (l) => o.map((s, i) => (i === p.s ? { ...s, subsections: l as TESlide[] } : s)), index: p.sl! }
  const slide = sec.subsections[p.sl!]
  if (!slide) return null
  return {
    list: slide.narratives,
    put: (l) => o.map((s, i) => (i === p.s ? { ...s, subsections: s.subsections.map((x, j) => (j === p.sl ? { ...x, narratives: l as TEThesis[] } : x)) } : s)),
    index: p.t!,
  }
}

export function setText(o: TEOutline, p: TOutlinePath, text: string): TEOutline {
  const at = listAt(o, p)
  if (!at || !at.list[at.index]) return o
  const key = levelOf(p) === 'thesis' ? 'text' : 'title'
  return at.put(at.list.map((x, i) => (i === at.index ? { ...(x as object), [key]: text } : x)))
}

export function move(o: TEOutline, p: TOutlinePath, dir: -1 | 1): TEOutline {
  const at = listAt(o, p)
  const to = (at?.index ?? 0) + dir
  if (!at || to < 0 || to >= at.list.length) return o
  const list = at.list.slice()
  ;[list[at.index], list[to]] = [list[to], list[at.index]]
  return at.put(list)
}

/** The maximum each list may hold (orders.md §5: sections 1–10, slides 1–5, theses 1–5). */
export const MAX: Record<TOutlineLevel, number> = { section: L.sections.max, slide: L.slidesPerSection.max, thesis: L.thesesPerSlide.max }

const blank = (level: TOutlineLevel): TESection | TESlide | TEThesis =>
  level === 'thesis' ? { id: newId(), text: '' } : level === 'slide' ? { id: newId(), title: '', narratives: [{ id: newId(), text: '' }] } : { id: newId(), title: '', subsections: [blank('slide') as TESlide] }

/** A new empty item at the end of the list `p` points into (p's own index is ignored); null at the maximum. */
export function add(o: TEOutline, p: TOutlinePath): { outline: TEOutline; id: string } | null {
  const level = levelOf(p)
  const at = level === 'section' ? { list: o, put: (l: unknown[]) => l as TEOutline } : listAt(o, p)
  if (!at || at.list.length >= MAX[level]) return null
  const item = blank(level)
  return { outline: at.put([...at.list, item]), id: item.id }
}

export type TRemoved = { level: TOutlineLevel; item: TESection | TESlide | TEThesis; index: number; parentIds: string[] }

export function remove(o: TEOutline, p: TOutlinePath): { outline: TEOutline; removed: TRemoved } | null {
  const at = listAt(o, p)
  const item = at?.list[at.index] as TESection | TESlide | TEThesis | undefined
  if (!at || !item) return null
  const sec = o[p.s]!
  const parentIds = levelOf(p) === 'section' ? [] : levelOf(p) === 'slide' ? [sec.id] : [sec.id, sec.subsections[p.sl!]!.id]
  return { outline: at.put(at.list.filter((_, i) => i !== at.index)), removed: { level: levelOf(p), item, index: at.index, parentIds } }
}

/** Puts a deleted item back where it was (its parents found by id, since other items may have moved meanwhile). */
export function restore(o: TEOutline, r: TRemoved): TEOutline {
  const s = r.parentIds[0] ? o.findIndex((x) => x.id === r.parentIds[0]) : 0
  if (s < 0) return o
  const sl = r.parentIds[1] ? o[s]!.subsections.findIndex((x) => x.id === r.parentIds[1]) : 0
  if (sl < 0) return o
  const p: TOutlinePath = r.level === 'section' ? { s: 0 } : r.level === 'slide' ? { s, sl: 0 } : { s, sl, t: 0 }
  const at = r.level === 'section' ? { list: o, put: (l: unknown[]) => l as TEOutline } : listAt(o, p)
  if (!at) return o
  const list = at.list.slice()
  list.splice(Math.min(r.index, list.length), 0, r.item)
  return at.put(list)
}

/** The §5 message of each item that breaks a limit, by the item's id; `list:<id>` for a list's own count. */
export function outlineErrors(o: TEOutline): Map<string, string> {
  const errors = new Map<string, string>()
  if (o.length < L.sections.min) errors.set('list:root', M.sectionsFew)
  if (o.length > L.sections.max) errors.set('list:root', M.sectionsMany)
  const line = (id: string, text: string) => {
    if (!text.trim()) errors.set(id, M.emptyField)
    else if (text.trim().length > L.outlineText.max) errors.set(id, M.textLong)
  }
  for (const s of o) {
    line(s.id, s.title)
    if (s.subsections.length < L.slidesPerSection.min) errors.set(`list:${s.id}`, M.slidesInSectionFew)
    if (s.subsections.length > L.slidesPerSection.max) errors.set(`list:${s.id}`, M.slidesInSectionMany)
    for (const sl of s.subsections) {
      line(sl.id, sl.title)
      if (sl.narratives.length < L.thesesPerSlide.min) errors.set(`list:${sl.id}`, M.thesesFew)
      if (sl.narratives.length > L.thesesPerSlide.max) errors.set(`list:${sl.id}`, M.thesesMany)
      for (const t of sl.narratives) line(t.id, t.text)
    }
  }
  return errors
}

export const slideCount = (o: TEOutline) => o.reduce((n, s) => n + s.subsections.length, 0)
