// In-text citations of a work ([1], [2, 3], [4–6], [7, с. 25]): parse them, and renumber a work whose reference list
// is put in the GOST order (alphabetical, Cyrillic first) so each citation still names its source.
import { referenceLineOrderKey, sortReferences } from '../sources/reference-order'

type Part = { kind: 'num'; n: number } | { kind: 'page'; text: string }

const BRACKET = /\[([^[\]]{1,80})\]/g

/** The parts of one bracket, or null when it is not a citation («[sic]», «[см. рис. 2]», a year like «[2021]»). */
function parseBracket(inner: string): Part[] | null {
  const parts: Part[] = []
  for (const raw of inner.split(/[,;]/)) {
    const p = raw.trim()
    const range = /^(\d{1,3})\s*[–—-]\s*(\d{1,3})$/.exec(p)
    if (/^\d{1,3}$/.test(p)) parts.push({ kind: 'num', n: Number(p) })
    else if (range && Number(range[1]) < Number(range[2]) && Number(range[2]) - Number(range[1]) <= 50) {
      for (let n = Number(range[1]); n <= Number(range[2]); n++) parts.push({ kind: 'num', n })
    } else if (/^(с|С|p|P|pp)\.\s*\S/.test(p) && parts.length > 0) parts.push({ kind: 'page', text: p })
    else return null
  }
  return parts.some((p) => p.kind === 'num') ? parts : null
}

/** Source numbers cited in a text, in order of appearance (with repeats). */
export function citationsIn(text: string): number[] {
  const out: number[] = []
  for (const m of text.matchAll(BRACKET)) {
    for (const p of parseBracket(m[1] ?? '') ?? []) if (p.kind === 'num') out.push(p.n)
  }
  return out
}

/** Rewrites every citation through `map` (old number → new), sorting the numbers of a bracket. */
export function renumberCitations(text: string, map: ReadonlyMap<number, number>): string {
  return text.replace(BRACKET, (whole, inner: string) => {
    const parts = parseBracket(inner)
    if (!parts) return whole
    const nums = [...new Set(parts.flatMap((p) => (p.kind === 'num' ? [map.get(p.n) ?? p.n] : [])))].sort((a, b) => a - b)
    const pages = parts.flatMap((p) => (p.kind === 'page' ? [p.text] : []))
    return `[${[...nums.map(String), ...pages].join(', ')}]`
  })
}

/**
 * A text whose citations number an older source list, brought to the list now: `map` takes an old number to its new
 * one, and a source no longer in the list loses its number; a bracket left with no source goes, with the «см.» and
 * brackets around it, so no [n] ever names another source than the one the sentence was written from.
 */
export function citeCurrentSources(text: string, map: ReadonlyMap<number, number>): string {
  return text
    .replace(BRACKET, (whole, inner: string) => {
      const parts = parseBracket(inner)
      if (!parts) return whole
      const nums = [...new Set(parts.flatMap((p) => (p.kind === 'num' && map.has(p.n) ? [map.get(p.n)!] : [])))].sort((a, b) => a - b)
      if (nums.length === 0) return ''
      const pages = parts.flatMap((p) => (p.kind === 'page' ? [p.text] : []))
      return `[${[...nums.map(String), ...pages].join(', ')}]`
    })
    .replace(/\s*\((?:см\.\s*)?\)/g, '')
    .replace(/\s+([.,;:!?])/g, '$1')
    .replace(/ {2,}/g, ' ')
    .trim()
}

type Renumberable = {
  introduction: { paragraphs: string[] }
  chapters: { paragraphs: string[]; subchapters: { paragraphs: string[] }[] }[]
  conclusion: { paragraphs: string[] }
  references: string[]
}

/**
 * The work with its reference list in the GOST order (domain/sources/reference-order.ts: Cyrillic entries, then Latin,
 * each alphabetical by heading) and every citation renumbered to match, so each [n] still names the source it named.
 */
export function orderReferences<W extends Renumberable>(work: W): W {
  const order = sortReferences(
    work.references.map((line, i) => ({ line, old: i + 1 })),
    (r) => referenceLineOrderKey(r.line),
  )
  if (order.every((r, i) => r.old === i + 1)) return work
  const map = new Map(order.map((r, i) => [r.old, i + 1]))
  const fix = (ps: string[]) => ps.map((p) => renumberCitations(p, map))
  return {
    ...work,
    introduction: { ...work.introduction, paragraphs: fix(work.introduction.paragraphs) },
    chapters: work.chapters.map((c) => ({
      ...c,
      paragraphs: fix(c.paragraphs),
      subchapters: c.subchapters.map((s) => ({ ...s, paragraphs: fix(s.paragraphs) })),
    })),
    conclusion: { ...work.conclusion, paragraphs: fix(work.conclusion.paragraphs) },
    references: order.map((r) => r.line),
  }
}
