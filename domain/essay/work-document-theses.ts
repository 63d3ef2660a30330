// Short theses for presentation slides, taken from a work's own text: the first sentence of a paragraph,
// without citations, cut at a word boundary. No AI: the slides must say what the essay says.
import { parseVisualMarker } from './visual-items'
import { citationsIn } from './work-document-citations'

const MAX_CHARS = 160

/** «И. И. Иванов», «т. е.», «с. 25» end in a dot but not a sentence: a sentence ends after a word of 3+ letters, a digit or a bracket. */
const SENTENCE_END = /(?<=(?:[а-яёa-z]{3}|[0-9»)\]"])[.!?…])\s+(?=[А-ЯЁA-Z«"0-9])/u

export function firstSentence(paragraph: string): string {
  return (paragraph.split(SENTENCE_END)[0] ?? paragraph).trim()
}

/** Every sentence of a paragraph, in order (the same sentence ends as firstSentence). */
export function sentencesOf(paragraph: string): string[] {
  return paragraph
    .split(SENTENCE_END)
    .map((s) => s.trim())
    .filter(Boolean)
}

const CITATION = /\s*\[[^[\]]{1,80}\]/g

/**
 * A paragraph's first sentence as a slide line. `keepCitations` leaves the work's [N] markers where the text has them
 * (a defense slide's numbers then match its sources slide); one the cut would drop is put back at the end.
 */
export function thesis(paragraph: string, max = MAX_CHARS, { keepCitations = false } = {}): string {
  const sentence = firstSentence(paragraph).replace(/\s+/g, ' ')
  const s = (keepCitations ? sentence : sentence.replace(CITATION, '')).replace(/[.;:,]$/, '').trim()
  const bare = s.replace(CITATION, '')
  if (bare.length <= max) return s
  // Cut outside any bracket, at a word boundary, then give back the citations of the part cut off.
  let cut = s.slice(0, max - 1)
  const open = cut.lastIndexOf('[')
  if (open > cut.lastIndexOf(']')) cut = cut.slice(0, open)
  const space = cut.lastIndexOf(' ')
  const kept = `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–—-]+$/, '')}…`
  const lost = keepCitations ? (s.slice(kept.length - 1).match(/\[[^[\]]{1,80}\]/g) ?? []).filter((b) => citationsIn(b).length > 0) : []
  return [kept, ...lost].join(' ')
}

/**
 * 3–5 theses of a list of paragraph groups: the first paragraph of each group first (a subchapter's lead), then
 * the following ones round-robin, skipping repeats, stopping after a round that reached `min`, at `max`, or when
 * the text runs out.
 */
export function thesesOf(paragraphGroups: readonly (readonly string[])[], { min = 3, max = 5, keepCitations = false, maxChars = MAX_CHARS } = {}): string[] {
  // Paragraph leads first; a short text then gives its later sentences too, to reach `min`.
  // A visual item's marker paragraph ([[visual:<id>]]) is no thesis.
  const groups = paragraphGroups.map((all) => all.filter((p) => parseVisualMarker(p) === null)).map((g) => [...g.map(firstSentence), ...g.flatMap((p) => p.split(SENTENCE_END).slice(1))])
  const out: string[] = []
  const depth = Math.max(0, ...groups.map((g) => g.length))
  for (let i = 0; i < depth && out.length < max; i++) {
    for (const g of groups) {
      const p = g[i]
      if (p === undefined || out.length >= max) continue
      const t = thesis(p, maxChars, { keepCitations })
      if (t.replace(CITATION, '').length >= 12 && !out.includes(t)) out.push(t)
    }
    if (out.length >= min) break
  }
  return out
}
