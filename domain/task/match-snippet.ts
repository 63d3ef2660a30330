// A library match's snippet (edge/task/rank-library-matches.ts wraps the question's words it holds in ⟦ and ⟧) as
// plain and matched runs, for the task page's matches and the AI order page's search result alike.

export type TSnippetPart = { text: string; matched: boolean }

/** The runs in order (the odd ones matched), empty ones dropped. */
export function snippetParts(snippet: string): TSnippetPart[] {
  return snippet
    .split(/⟦|⟧/)
    .map((text, i) => ({ text, matched: i % 2 === 1 }))
    .filter((p) => p.text !== '')
}

/** About how long a match's snippet is: enough for a task's condition, cut where a reader would cut it. */
export const SNIPPET_MAX_CHARS = 240
/** How far past SNIPPET_MAX_CHARS a snippet may run to finish a formula it is in. */
const SNIPPET_STRETCH_CHARS = 80

const MARKED = /⟦([^⟦⟧]*)⟧/g
// A Russian word without its ending, so «тело» is marked where «тела» matched (ts_headline stems the same way, more
// carefully); a stem keeps at least three letters.
const ENDING = /(ами|ями|ого|его|ому|ему|ыми|ими|ой|ей|ий|ый|ая|яя|ое|ее|ые|ие|ом|ем|ам|ям|ах|ях|ов|ев|ы|и|а|я|о|е|у|ю|ь)$/
const stem = (word: string) => {
  const w = word.toLowerCase().replace(/ё/g, 'е')
  const cut = w.replace(ENDING, '')
  return cut.length >= 3 ? cut : w
}
const OPERATOR = /[=+\-−–*/^<>≤≥≠→←∙·×÷±]/
const OPEN = '([{'
const CLOSE = ')]}'

/** A token of a formula: it holds a digit, a Latin or Greek letter, an operator, a bracket or a power. */
const isMath = (token: string | undefined) => token !== undefined && /[0-9A-Za-zα-ωΑ-Ω=+\-−*/^<>≤≥≠→()[\]{}²³√∫∑π|]/.test(token)
/** A short word that joins two parts of one formula («lim при x → 0», «x и y»). */
const isJoiner = (token: string | undefined) => token !== undefined && /^[а-яё]{1,3}$/.test(token)

/**
 * Each space of `text` (from `from`) where a cut leaves every bracket closed, no operator hanging and no formula split:
 * not between two formula tokens, nor around a short joining word inside one.
 */
function safeSpaces(text: string, from: number): number[] {
  const out: number[] = []
  const tokens: { token: string; end: number; depth: number }[] = []
  let depth = 0
  let begin = from
  for (let i = from; i <= text.length; i++) {
    const c = text[i]
    if (c === undefined || c === ' ') {
      if (i > begin) tokens.push({ token: text.slice(begin, i), end: i, depth })
      begin = i + 1
      continue
    }
    if (OPEN.includes(c)) depth++
    else if (CLOSE.includes(c)) depth = Math.max(0, depth - 1)
  }
  tokens.forEach((t, k) => {
    const next = tokens[k + 1]
    if (!next || t.depth > 0) return
    const prev = t.token
    const after = next.token
    if (OPERATOR.test(prev.at(-1)!) || OPERATOR.test(after[0]!)) return
    if (isMath(prev) && isMath(after)) return
    if (isMath(prev) && isJoiner(after) && isMath(tokens[k + 2]?.token)) return
    if (isJoiner(prev) && isMath(tokens[k - 1]?.token) && isMath(after)) return
    out.push(t.end)
  })
  return out
}

/** Where the sentence holding `at` starts: after the last «. », «! », «? » or «: » before it (at most maxBack back). */
function sentenceStart(text: string, at: number, maxBack: number): number {
  for (let i = at - 1; i > 0 && at - i <= maxBack; i--) {
    if (text[i] === ' ' && /[.!?:;]/.test(text[i - 1]!) && !/\d/.test(text[i - 2] ?? '')) return i + 1
  }
  return at - maxBack <= 0 ? 0 : -1
}

/**
 * A match's snippet cut at word and formula boundaries (issue 34: «lim при x», «на отрезке [0; 2» were cut mid-formula).
 * `headline` is Postgres's ts_headline of the task with the matched words in ⟦ ⟧: it says which words matched and where
 * the best fragment is; the snippet is then re-cut from the task itself, from the start of that fragment's sentence to a
 * space that closes every bracket and leaves no operator hanging, about SNIPPET_MAX_CHARS long, with the same words
 * marked. «… » and « …» say the task goes on.
 */
export function snippetAtBoundaries(task: string, headline: string, maxChars = SNIPPET_MAX_CHARS): string {
  const text = task.replace(/\s+/g, ' ').trim()
  if (!text) return headline
  const matched = new Set([...headline.matchAll(MARKED)].map((m) => stem(m[1]!)))
  const mark = (part: string) => part.replace(/[\p{L}\p{N}]+/gu, (w) => (matched.has(stem(w)) ? `⟦${w}⟧` : w))
  const fragment = (headline.split(' … ')[0] ?? '').replace(/[⟦⟧]/g, '').replace(/\s+/g, ' ').trim()
  const found = fragment ? text.indexOf(fragment.slice(0, 40)) : 0
  const at = Math.max(0, found)
  // A task that fits is shown whole.
  if (text.length <= maxChars) return mark(text)
  let start = sentenceStart(text, at, Math.floor(maxChars / 2))
  if (start < 0) {
    // A long sentence: start at the last safe space before the fragment, never inside a formula.
    const before = safeSpaces(text, 0)
      .filter((s) => s < at)
      .pop()
    start = before === undefined ? 0 : before + 1
  }
  // The snippet holds the whole first fragment (its matched words), then runs to a safe cut.
  const fragmentEnd = found < 0 ? start : at + fragment.length
  const limit = Math.max(start + maxChars, fragmentEnd)
  let end = text.length
  if (text.length > limit) {
    const spaces = safeSpaces(text, start).filter((sp) => sp >= fragmentEnd)
    const within = spaces.filter((sp) => sp <= limit)
    // A sentence end late in the window reads best; else the last safe space; else finish the formula (a little further).
    const sentenceEnd = within.filter((sp) => sp >= start + maxChars * 0.6 && /[.!?]/.test(text[sp - 1]!)).pop()
    end = sentenceEnd ?? within.pop() ?? spaces.find((sp) => sp <= limit + SNIPPET_STRETCH_CHARS) ?? text.length
  }
  const body = mark(text.slice(start, end))
  return `${start > 0 ? '… ' : ''}${body}${end < text.length ? ' …' : ''}`
}
