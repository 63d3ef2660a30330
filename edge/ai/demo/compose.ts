// Builds Russian sentences from the phrase banks and lays them out in paragraphs of a target length in words.
import { countWords } from '../length'
import type { TApprovedSource } from '../prompts/common'
import { claimSequence } from './claims'
import { CONNECTORS, SOURCE_SENTENCES } from './phrases'
import { createRng, deck, seedFrom, type TRng } from './rng'

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

const fill = (template: string, vars: Record<string, string>) => template.replace(/\{([A-Z]+)\}/g, (m, k: string) => vars[k] ?? m)

// «тема «{T}»» in any case: once a text has named its topic, later templates say «эта тема» instead, so a section names
// the topic at most once (issue 34: one referat named it 29 times).
const TOPIC_AFTER_NOUN = /([Тт])ем(а|ы|е|у|ой) «\{T\}»/g
const THIS: Record<string, string> = { а: 'эта', ы: 'этой', е: 'этой', у: 'эту', ой: 'этой' }
const thisTopic = (template: string) =>
  template.replace(TOPIC_AFTER_NOUN, (_m, t: string, ending: string) => {
    const word = THIS[ending] ?? 'эта'
    return `${t === 'Т' ? cap(word) : word} тем${ending}`
  })

export type TComposer = {
  /** A subject + predicate clause never used by another slot of the same work, nor twice in this one. */
  claim(): string
  /** A standalone sentence: connector + subject + predicate. */
  statement(): string
  /** A sentence citing source n (1-based) of the list: the claim and «см. [n]», never the author or the title. */
  cite(n: number): string
  /** The template with its variables; the topic {T} is named the first time only, then «эта тема». */
  fill(template: string): string
  /** Hands out each template once (filled), then null: a template without a claim must not repeat in a section. */
  once(templates: readonly string[]): () => string | null
}

/**
 * Where a text stands in the whole work, so texts written by separate calls share no claim and wear no predicate out:
 * the work's claims are one sequence dealt like cards — slot `index` of `count` gets claims index, index + count,
 * index + 2·count, … (the sequence, claims.ts, has millions of distinct claims, so it does not run out).
 */
export type TSlot = { index: number; count: number }

function shuffled<T>(rng: TRng, items: T[]): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1))
    ;[out[i], out[j]] = [out[j] as T, out[i] as T]
  }
  return out
}

export function createComposer(rng: TRng, vars: Record<string, string>, sources: TApprovedSource[], slot: TSlot, workSeed?: string): TComposer {
  // Shared by every slot of the work (the topic and the order's seed), unlike `rng`, which each call seeds from its
  // own input: two orders on one topic draw different claims, the parts of one work never the same one.
  const claimAt = claimSequence(createRng(seedFrom({ topic: vars.T ?? '', seed: workSeed ?? '' })))
  const count = Math.max(1, slot.count)
  let next = slot.index % count
  const connector = deck(rng, CONNECTORS)
  const sourceSentence = deck(rng, SOURCE_SENTENCES)
  const claim = () => {
    const mine = claimAt(next)
    next += count
    return mine
  }
  let topicNamed = false
  const fillIn = (t: string) => {
    const template = topicNamed ? thisTopic(t) : t
    if (template.includes('{T}')) topicNamed = true
    return fill(template, vars)
  }
  return {
    claim,
    statement() {
      const c = connector()
      return cap(`${c ? `${c} ` : ''}${claim()}.`)
    },
    cite(n) {
      if (!sources[n - 1]) return cap(`${claim()}.`)
      return cap(fill(sourceSentence(), { CLAIM: claim(), N: String(n) }))
    },
    fill: fillIn,
    once(templates) {
      const left = shuffled(rng, [...templates])
      return () => {
        const t = left.pop()
        return t === undefined ? null : fillIn(t)
      }
    },
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
