// The reference list: entries numbered «1.», in the order the text first cites them (or alphabetical, if the
// profile says so), each described by GOST R 7.0.100-2018 — with a corrected entry where one can be written.
import { checkReferenceEntry } from '../../domain/format-check/reference-entry'
import { report, type TCheckContext } from './check-context'

/** The sources a bracket cites: «[3, с. 45]» → 3, «[1; 4]» → 1, 4, «[2–4]» → 2, 3, 4. */
function citedIn(text: string): number[] {
  const out: number[] = []
  for (const m of text.matchAll(/\[([^[\]]{1,60})\]/g)) {
    for (const piece of m[1]!.split(/[;,]/)) {
      const r = /^\s*(\d{1,3})(?:\s*[–-]\s*(\d{1,3}))?\s*$/.exec(piece)
      if (!r) continue
      const a = Number(r[1])
      const b = r[2] ? Number(r[2]) : a
      for (let n = a; n <= Math.min(b, a + 50); n++) out.push(n)
    }
  }
  return out
}

export function checkReferences(ctx: TCheckContext) {
  const { model, roles, profile } = ctx
  const entries: TEntry[] = []
  model.paragraphs.forEach((p, i) => {
    if (roles[i]!.kind !== 'reference') return
    const written = /^\s*(\d{1,3})([.)])\s*/.exec(p.text)
    const label = p.list?.text.trim()
    let n: number | undefined
    if (written) n = Number(written[1])
    else if (label && /^\d+\.$/.test(label)) n = Number.parseInt(label, 10)
    const mark = written ? `${written[1]}${written[2]}` : label
    // A typed number is corrected in the text; a list's own numbering is left to the list.
    const fixed = written ? `${entries.length + 1}. ${p.text.trim().replace(/^(\d{1,3})([.)])\s*/, '')}` : undefined
    if (!mark || !/^\d+\.$/.test(mark)) report(ctx, 'reference-numbering', i, mark ? `«${mark}»` : 'без номера', '«1.», «2.» — арабские цифры с точкой', fixed)
    else if (n !== entries.length + 1) report(ctx, 'reference-numbering', i, `номер ${n}`, `номер ${entries.length + 1} по порядку`, fixed)
    entries.push({ i, n, text: p.text })
  })
  if (entries.length === 0) return

  const order = profile.references.order
  const byCitation = citationOrderBreak(ctx, entries)
  const byAlphabet = alphabeticalBreak(entries)
  const broken = order === 'citation' ? byCitation : order === 'alphabetical' ? byAlphabet : byCitation && byAlphabet ? byCitation : undefined
  if (broken) report(ctx, 'reference-order', broken.i, broken.found, order === 'citation' ? 'по порядку первого упоминания в тексте' : order === 'alphabetical' ? 'по алфавиту' : 'по порядку первого упоминания в тексте или по алфавиту')

  for (const e of entries) {
    const r = checkReferenceEntry(e.text, ctx.today)
    if (r.problems.length) report(ctx, 'reference-entry', e.i, r.problems.join('; '), 'описание по ГОСТ Р 7.0.100-2018', r.suggestion)
  }
}

type TEntry = { i: number; n?: number; text: string }

/** The first entry out of the order the text cites the sources in. */
function citationOrderBreak(ctx: TCheckContext, entries: readonly TEntry[]): { i: number; found: string } | undefined {
  const firstSeen: number[] = []
  const seen = new Set<number>()
  ctx.model.paragraphs.forEach((p, i) => {
    const k = ctx.roles[i]!.kind
    if (k === 'reference' || k === 'toc' || k === 'title') return
    for (const n of citedIn(p.text)) {
      if (seen.has(n)) continue
      seen.add(n)
      firstSeen.push(n)
    }
  })
  const k = firstSeen.findIndex((n, at) => n !== at + 1)
  const entry = k < 0 ? undefined : entries.find((e) => e.n === firstSeen[k])
  return entry && { i: entry.i, found: `источник [${firstSeen[k]}] упомянут в тексте ${k + 1}-м` }
}

/** The first entry out of alphabetical order. */
function alphabeticalBreak(entries: readonly TEntry[]): { i: number; found: string } | undefined {
  const key = (t: string) => t.replace(/^[\s\d.)«"]+/, '').toLowerCase().replace(/ё/g, 'е')
  const at = entries.findIndex((e, j) => j > 0 && key(entries[j - 1]!.text).localeCompare(key(e.text), 'ru') > 0)
  return at > 0 ? { i: entries[at]!.i, found: 'не по алфавиту' } : undefined
}
