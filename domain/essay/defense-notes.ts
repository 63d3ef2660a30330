// Speaker notes of a defense deck, made only of the work's own sentences (no AI, nothing added), sized so the whole
// speech takes 5–7 minutes: at about 2.1 words a second that is 630–880 words, shared between the slides by weight.
import { parseVisualMarker } from './visual-items'
import { sentencesOf } from './work-document-theses'

export const DEFENSE_SPEECH = {
  wordsPerSecond: 2.1,
  /** 5 minutes. */
  minWords: 630,
  /** 7 minutes. */
  maxWords: 880,
  /** What the notes aim at; a short work gives what it has. */
  targetWords: 760,
} as const

/** The words a speaker says: tokens with a letter or a digit («–» and «[3]» are not spoken words). */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
}

/** Notes are read aloud: the citation brackets stay on the slide. */
const spoken = (s: string) => s.replace(/\s*\[[^[\]]{1,80}\]/g, '').replace(/\s+([.,;:!?])/g, '$1').replace(/\s+/g, ' ').trim()

/** One slide's notes: the paragraphs it is made from (a group per subchapter), its share of the speech, fixed lines. */
export type TNotesSource = { weight: number; groups: readonly (readonly string[])[]; fixed?: string }

const NOTES_MAX_CHARS = 3000

/** Notes for every source, in the same order. */
export function speakerNotes(sources: readonly TNotesSource[], target: number = DEFENSE_SPEECH.targetWords): string[] {
  const seen = new Set<string>()
  // Each group's sentences in text order; a sentence already said on an earlier slide is not said again.
  const groups = sources.map((s) =>
    s.groups.map((g) =>
      g
        .filter((p) => parseVisualMarker(p) === null)
        .flatMap(sentencesOf)
        .map(spoken)
        .filter((x) => wordCount(x) >= 3 && !seen.has(x) && (seen.add(x), true)),
    ),
  )
  const fixedWords = sources.map((s) => (s.fixed ? wordCount(s.fixed) : 0))
  const weight = sources.reduce((n, s) => n + s.weight, 0) || 1
  const budget = Math.max(0, target - fixedWords.reduce((a, b) => a + b, 0))
  // taken[s][g]: how many leading sentences of group g slide s says.
  const taken = groups.map((gs) => gs.map(() => 0))
  const words = (s: number, g: number) => groups[s]![g]!.slice(0, taken[s]![g]).reduce((n, x) => n + wordCount(x), 0)
  const slideWords = (s: number) => groups[s]!.reduce((n, _g, g) => n + words(s, g), 0)
  const total = () => sources.reduce((n, _s, s) => n + slideWords(s) + fixedWords[s]!, 0)
  const next = (s: number, g: number) => groups[s]![g]![taken[s]![g]!]

  // Each slide's share, split evenly between its groups, in whole sentences (never far past the share).
  sources.forEach((src, s) => {
    const share = (budget * src.weight) / weight / Math.max(1, groups[s]!.length)
    groups[s]!.forEach((_g, g) => {
      for (let x = next(s, g); x !== undefined; x = next(s, g)) {
        const have = words(s, g)
        if (have >= share || (have > 0 && have + wordCount(x) > share * 1.25)) break
        taken[s]![g]!++
      }
    })
  })
  // A slide whose text ran short leaves words over: the slides that still have text say a sentence more each round.
  for (let progress = true; progress && total() < target - 40; ) {
    progress = false
    for (let s = 0; s < sources.length && total() < target - 40; s++) {
      const g = groups[s]!.findIndex((_g, i) => next(s, i) !== undefined)
      const x = g < 0 ? undefined : next(s, g)
      if (x === undefined || total() + wordCount(x) > DEFENSE_SPEECH.maxWords - 20) continue
      taken[s]![g]!++
      progress = true
    }
  }
  // Over 7 minutes (long first sentences): the slide furthest past its share says a sentence less, keeping one a group.
  const shareOf = (s: number) => (budget * sources[s]!.weight) / weight
  while (total() > DEFENSE_SPEECH.maxWords - 10) {
    const over = sources
      .map((_s, s) => ({ s, by: slideWords(s) - shareOf(s), g: taken[s]!.findLastIndex((n) => n > 1) }))
      .filter((c) => c.g >= 0)
      .sort((a, b) => b.by - a.by)[0]
    if (!over) break
    taken[over.s]![over.g]!--
  }
  return sources.map((src, s) => {
    const said = groups[s]!.flatMap((g, i) => g.slice(0, taken[s]![i]))
    let notes = [src.fixed, ...said].filter(Boolean).join(' ')
    while (notes.length > NOTES_MAX_CHARS) notes = notes.slice(0, notes.lastIndexOf(' ', NOTES_MAX_CHARS - 1))
    return notes
  })
}
