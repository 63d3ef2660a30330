// An outline brought back within orders.md §5 limits (sections 1–10, slides 1–5, theses 1–5, no empty line, 300
// characters a line): a guest's outline kept on sign-in, or a model's that overshot. Null when nothing is left.
import { PRESENTATION_LIMITS as L, ZPresentationOutline, type TPresentationOutline } from '../../../domain/presentation/input'

const line = (v: unknown): string => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim().slice(0, L.outlineText.max).trim() : '')
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : [])

export function keepOutline(outline: unknown): TPresentationOutline | null {
  const sections = list(outline)
    .map((s) => {
      const sec = (s ?? {}) as { title?: unknown; subsections?: unknown }
      const subsections = list(sec.subsections)
        .map((sl) => {
          const slide = (sl ?? {}) as { title?: unknown; narratives?: unknown }
          return { title: line(slide.title), narratives: list(slide.narratives).map(line).filter(Boolean).slice(0, L.thesesPerSlide.max) }
        })
        .filter((sl) => sl.title && sl.narratives.length >= L.thesesPerSlide.min)
        .slice(0, L.slidesPerSection.max)
      return { title: line(sec.title), subsections }
    })
    .filter((s) => s.title && s.subsections.length >= L.slidesPerSection.min)
    .slice(0, L.sections.max)
  const parsed = ZPresentationOutline.safeParse(sections)
  return parsed.success ? parsed.data : null
}
