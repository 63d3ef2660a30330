// Small text helpers the presentation repairs share: a line cut to a limit at a word, words and sentences counted the
// way a speaker reads them.

/** Whitespace collapsed and the ends trimmed: what a slide shows of a model's string. */
export const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

/** The text within `max` characters: cut at the last word that fits, with «…»; never half a surrogate pair. */
export function clip(text: string | null | undefined, max: number): string {
  const s = squash(text)
  if (s.length <= max) return s
  let cut = s.slice(0, Math.max(1, max - 1))
  const space = cut.lastIndexOf(' ')
  if (space >= max * 0.6) cut = cut.slice(0, space)
  cut = cut.replace(/[\uD800-\uDBFF]$/, '').replace(/[\s,;:.—–-]+$/, '')
  return `${cut}…`
}

const WORD = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu

export const countWords = (text: string) => text.match(WORD)?.length ?? 0

/** Sentences of a text, each with its closing punctuation. */
export const sentencesOf = (text: string) =>
  squash(text)
    .split(/(?<=[.!?…])\s+/)
    .map((s) => s.trim())
    .filter(Boolean)

/** The first `max` words of a text, closed with «…». */
export function firstWords(text: string, max: number): string {
  let n = 0
  let end = 0
  for (const m of squash(text).matchAll(WORD)) {
    if (++n > max) break
    end = (m.index ?? 0) + m[0].length
  }
  return `${squash(text).slice(0, end)}…`
}

/** Whole sentences within `max` characters (the first one cut at a word when it alone is longer). */
export function clipSentences(text: string | null | undefined, max: number): string {
  const s = squash(text)
  if (s.length <= max) return s
  let out = ''
  for (const sentence of sentencesOf(s)) {
    const next = out ? `${out} ${sentence}` : sentence
    if (next.length > max) break
    out = next
  }
  return out || clip(s, max)
}
