// A presentation outline brought within the limits of orders.md §5 (1–10 sections, 1–5 slides a section, 1–5 theses a
// slide, no empty line, 300 characters a line) and, when a slides count is given, to slidesCount − 2 slides (the title
// slide and the sources or closing slide are added to the deck): a model's outline, or a guest's kept one, never makes
// an invalid deck. Pure: what the model wrote is moved, split, merged or cut, never made up (the one exception: an
// outline with nothing usable becomes one placeholder slide on the topic).
import { z } from 'zod'
import { PRESENTATION_LIMITS, ZPresentationOutline, type TPresentationOutline } from './input'
import { clip } from './clip-text'

const L = PRESENTATION_LIMITS
const TEXT_MAX = L.outlineText.max
const THESES_MAX = L.thesesPerSlide.max
const SLIDES_MAX = L.slidesPerSection.max
const SECTIONS_MAX = L.sections.max
const CONTINUED = ' (продолжение)'

/** What a model (or a stored outline) may hold: the outline's shape with anything missing, empty or too much. */
export const ZRawOutline = z.array(
  z.object({
    title: z.string().nullish(),
    subsections: z.array(z.object({ title: z.string().nullish(), narratives: z.array(z.string().nullish()).nullish() })).nullish(),
  }),
)
export type TRawOutline = z.infer<typeof ZRawOutline>

type TSlide = { title: string; theses: string[] }
type TSection = { title: string; slides: TSlide[] }

/** The number of content slides a deck of `slidesCount` slides has (the title and the closing slide aside). */
export function outlineSlidesFor(slidesCount: number): number {
  const n = Number.isFinite(slidesCount) ? Math.round(slidesCount) : L.slidesCount.default
  return Math.min(L.slidesCount.max, Math.max(L.slidesCount.min, n)) - 2
}

/**
 * The outline within the limits. `slidesCount` (8–20, clamped) sizes it to slidesCount − 2 slides where the content
 * allows: slides are merged (or, failing that, the least needed dropped) when there are too many, and slides with
 * several theses split when there are too few; without it only the limits are enforced. `topic` names the
 * placeholder slide of an outline with nothing usable.
 */
export function repairOutline(raw: TRawOutline, slidesCount?: number, opts: { topic?: string } = {}): TPresentationOutline {
  let sections = normalize(raw)
  if (!sections.length) sections = [placeholder(opts.topic)]
  sections = sections.map((s) => ({ ...s, slides: fitTheses(s.slides) }))
  const target = slidesCount === undefined ? undefined : outlineSlidesFor(slidesCount)
  sections = shrink(sections, target ?? SECTIONS_MAX * SLIDES_MAX)
  if (target !== undefined) sections = grow(sections, target)
  sections = sections.flatMap(splitSection)
  sections = mergeSections(sections)
  return ZPresentationOutline.parse(sections.map((s) => ({ title: s.title, subsections: s.slides.map((sl) => ({ title: sl.title, narratives: sl.theses })) })))
}

const continued = (title: string) => (title.endsWith(CONTINUED) ? title : `${clip(title, TEXT_MAX - CONTINUED.length)}${CONTINUED}`)

/** Texts cut to the limit, empty theses dropped, an empty title taken from the slide's first thesis (or its section's first slide); a slide or section with nothing left dropped. */
function normalize(raw: TRawOutline): TSection[] {
  return raw
    .map((sec) => {
      const slides = (sec.subsections ?? []).flatMap((sl): TSlide[] => {
        const theses = (sl.narratives ?? []).map((t) => clip(t, TEXT_MAX)).filter(Boolean)
        let title = clip(sl.title, TEXT_MAX)
        if (!title && theses.length) title = theses.length > 1 ? theses.shift()! : theses[0]!
        return title ? [{ title, theses }] : []
      })
      return { title: clip(sec.title, TEXT_MAX) || slides[0]?.title || '', slides }
    })
    .filter((s) => s.title && s.slides.length)
}

function placeholder(topic: string | undefined): TSection {
  const title = clip(topic, TEXT_MAX) || 'Основная часть'
  return { title, slides: [{ title, theses: ['Основные положения темы'] }] }
}

/** Even chunks of at most `size` items: 7 → 4 + 3, not 5 + 2. */
function chunks<T>(items: readonly T[], size: number): T[][] {
  const count = Math.max(1, Math.ceil(items.length / size))
  const each = Math.ceil(items.length / count)
  return Array.from({ length: count }, (_, i) => items.slice(i * each, (i + 1) * each)).filter((c) => c.length)
}

/** At most five theses: the fifth carries the rest, joined, within the line limit. */
function squeeze(theses: readonly string[]): string[] {
  if (theses.length <= THESES_MAX) return [...theses]
  return [...theses.slice(0, THESES_MAX - 1), clip(theses.slice(THESES_MAX - 1).join('; '), TEXT_MAX)]
}

/** A slide without theses gets its title as the thesis; six or more go on to a next slide while the section has room, the rest are merged. */
function fitTheses(slides: readonly TSlide[]): TSlide[] {
  const out: TSlide[] = []
  slides.forEach((slide, i) => {
    if (!slide.theses.length) return void out.push({ title: slide.title, theses: [slide.title] })
    if (slide.theses.length <= THESES_MAX) return void out.push(slide)
    const room = SLIDES_MAX - (out.length + (slides.length - i))
    const parts = chunks(slide.theses, THESES_MAX)
    const kept = parts.slice(0, Math.max(1, room + 1))
    kept[kept.length - 1] = squeeze([...kept.at(-1)!, ...parts.slice(kept.length).flat()])
    kept.forEach((theses, k) => out.push({ title: k ? continued(slide.title) : slide.title, theses }))
  })
  return out
}

const total = (sections: readonly TSection[]) => sections.reduce((n, s) => n + s.slides.length, 0)

/** Down to `target` slides: neighbours of a section whose theses fit one slide merged first, then the least needed slide dropped. */
function shrink(input: readonly TSection[], target: number): TSection[] {
  const sections = input.map((s) => ({ ...s, slides: [...s.slides] }))
  while (total(sections) > target) {
    let best: { s: number; i: number; size: number } | null = null
    sections.forEach((sec, s) =>
      sec.slides.slice(1).forEach((b, i) => {
        const size = sec.slides[i]!.theses.length + b.theses.length
        if (size <= THESES_MAX && (!best || size < best.size)) best = { s, i, size }
      }),
    )
    if (best) {
      const { s, i } = best as { s: number; i: number }
      const [a, b] = sections[s]!.slides.slice(i, i + 2) as [TSlide, TSlide]
      sections[s]!.slides.splice(i, 2, { title: a.title, theses: [...a.theses, ...b.theses] })
      continue
    }
    dropOne(sections)
  }
  return sections.filter((s) => s.slides.length)
}

/**
 * One slide dropped: the last but one of the largest section (its first opens it, its last closes it); when every
 * section is one slide, a middle section whole, keeping the first (introduction) and the last (conclusions).
 */
function dropOne(sections: TSection[]) {
  const largest = sections.reduce((a, b, i) => (b.slides.length > sections[a]!.slides.length ? i : a), 0)
  const slides = sections[largest]!.slides
  if (slides.length > 1) return void slides.splice(slides.length > 2 ? slides.length - 2 : 1, 1)
  sections.splice(sections.length > 2 ? sections.length - 2 : sections.length - 1, 1)
}

/** Up to `target` slides where the content allows: the slide with most theses split in two, each half its own slide. */
function grow(input: readonly TSection[], target: number): TSection[] {
  const sections = input.map((s) => ({ ...s, slides: [...s.slides] }))
  while (total(sections) < target) {
    let best: { s: number; i: number; n: number } | null = null
    sections.forEach((sec, s) =>
      sec.slides.forEach((sl, i) => {
        if (sl.theses.length >= 2 && (!best || sl.theses.length > best.n)) best = { s, i, n: sl.theses.length }
      }),
    )
    if (!best) break
    const { s, i } = best as { s: number; i: number }
    const slide = sections[s]!.slides[i]!
    const half = Math.ceil(slide.theses.length / 2)
    sections[s]!.slides.splice(i, 1, { title: slide.title, theses: slide.theses.slice(0, half) }, { title: continued(slide.title), theses: slide.theses.slice(half) })
  }
  return sections
}

/** A section of six or more slides split into even sections, the next ones titled as its continuation. */
function splitSection(section: TSection): TSection[] {
  if (section.slides.length <= SLIDES_MAX) return [section]
  return chunks(section.slides, SLIDES_MAX).map((slides, i) => ({ title: i ? continued(section.title) : section.title, slides }))
}

/** At most ten sections: the neighbours with the fewest slides merged (and cut back to five slides if they had more). */
function mergeSections(input: readonly TSection[]): TSection[] {
  const sections = [...input]
  while (sections.length > SECTIONS_MAX) {
    let at = 0
    for (let i = 1; i < sections.length - 1; i++) {
      const size = sections[i]!.slides.length + sections[i + 1]!.slides.length
      if (size < sections[at]!.slides.length + sections[at + 1]!.slides.length) at = i
    }
    const [a, b] = [sections[at]!, sections[at + 1]!]
    sections.splice(at, 2, shrink([{ title: a.title, slides: [...a.slides, ...b.slides] }], SLIDES_MAX)[0]!)
  }
  return sections
}
