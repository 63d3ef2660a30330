// Builds Russian sentences from the phrase banks and lays them out in paragraphs of a target length in words.
import { countWords } from '../length'
import type { TApprovedSource } from '../prompts/common'
import { CONNECTORS, PREDICATES, SOURCE_SENTENCES, SUBJECTS } from './phrases'
import { deck, type TRng } from './rng'

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

const fill = (template: string, vars: Record<string, string>) => template.replace(/\{([A-Z]+)\}/g, (m, k: string) => vars[k] ?? m)

export type TComposer = {
  claim(): string
  /** A standalone sentence: connector + subject + predicate. */
  statement(): string
  /** A sentence citing source n (1-based) of the list. */
  cite(n: number): string
  fill(template: string): string
}

export function createComposer(rng: TRng, vars: Record<string, string>, sources: TApprovedSource[]): TComposer {
  const subject = deck(rng, SUBJECTS)
  const predicate = deck(rng, PREDICATES)
  const connector = deck(rng, CONNECTORS)
  const sourceSentence = deck(rng, SOURCE_SENTENCES)
  const claim = () => `${subject()} ${predicate()}`
  return {
    claim,
    statement() {
      const c = connector()
      return cap(`${c ? `${c} ` : ''}${claim()}.`)
    },
    cite(n) {
      const s = sources[n - 1]
      if (!s) return cap(`${claim()}.`)
      const by = [s.author, s.year].filter(Boolean).join(', ')
      return fill(sourceSentence(), { W: s.title, BY: by ? ` (${by})` : '', CLAIM: claim(), N: String(n) })
    },
    fill: (t) => fill(t, vars),
  }
}

// A paragraph shorter than this reads as a stub.
const SHORT_PARAGRAPH_WORDS = 60

/**
 * Lays sentences out until the text is as close to `targetWords` as whole sentences allow. `next(i, p)` gives the
 * i-th sentence of paragraph p, or null to end the paragraph.
 */
export function writeToLength(
  targetWords: number,
  next: (i: number, paragraph: number) => string | null,
  opts: { lead?: string[]; tail?: string[]; extra?: () => string } = {},
): string {
  const paragraphs: string[][] = []
  let words = 0
  const add = (p: string[], s: string) => {
    p.push(s)
    words += countWords(s)
  }
  const tailWords = (opts.tail ?? []).reduce((n, s) => n + countWords(s), 0)
  let current: string[] = []
  for (const s of opts.lead ?? []) add(current, s)
  for (let p = 0; p < 500; p++) {
    let stop = false
    for (let i = 0; i < 100; i++) {
      // Near the end a new paragraph would be a stub: lengthen the current one with `extra` instead.
      const nearEnd = opts.extra && targetWords - words - tailWords < SHORT_PARAGRAPH_WORDS
      const s = next(i, p) ?? (nearEnd && current.length ? (opts.extra?.() ?? null) : null)
      if (s === null) break
      const n = countWords(s)
      // Add a sentence only while it brings the total (with the tail to come) closer to the target.
      if (Math.abs(words + tailWords + n - targetWords) >= Math.abs(words + tailWords - targetWords)) {
        stop = true
        break
      }
      add(current, s)
    }
    if (current.length) paragraphs.push(current)
    current = []
    if (stop) break
  }
  if (opts.tail?.length) {
    const last = paragraphs.at(-1)
    if (last) last.push(...opts.tail)
    else paragraphs.push([...opts.tail])
  }
  return paragraphs.map((p) => p.join(' ')).join('\n\n')
}
