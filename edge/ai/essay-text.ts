// Essay text helpers for the text-work product: plan the parts by page count, write one part (with citations
// checked against the approved list), and assemble the final text.
import { cleanCitations } from './citations'
import { countWords, splitLength, type TLengthPart } from './length'
import type { TAi } from './port'
import type { TOutline } from './prompts/common'
import type { TEssayTextContext } from './prompts/essay-text-input'
import { textCall } from './prompts/prompt'
import { PROMPTS } from './prompts/registry'

export type TEssayContext = Omit<TEssayTextContext, 'targetWords'>

export const planEssayText = (pages: number, outline: TOutline): TLengthPart[] => splitLength(pages, outline)

export type TWrittenPart = {
  part: TLengthPart
  text: string
  words: number
  /** Citations dropped because they pointed outside the approved list. */
  removedCitations: number
  cited: number[]
  promptId: string
  promptVersion: number
}

/** Writes one planned part; streams deltas to `onDelta` when given. The model cannot cite an unapproved source. */
export async function writeEssayPart(
  ai: TAi,
  ctx: TEssayContext,
  part: TLengthPart,
  opts: { previousText?: string; onDelta?: (delta: string) => void; signal?: AbortSignal } = {},
): Promise<TWrittenPart> {
  const base = { ...ctx, targetWords: part.words }
  const prompt = part.kind === 'introduction' ? PROMPTS.essayIntroduction : part.kind === 'conclusion' ? PROMPTS.essayConclusion : PROMPTS.essaySection
  const call =
    part.kind === 'section'
      ? textCall(PROMPTS.essaySection, {
          ...base,
          chapter: part.chapter,
          subchapter: part.subchapter,
          chapterTitle: part.chapterTitle,
          title: part.title,
          ...(opts.previousText && { previousText: opts.previousText.slice(-1500) }),
        }, { signal: opts.signal })
      : textCall(prompt as typeof PROMPTS.essayIntroduction, base, { signal: opts.signal })
  let raw = ''
  if (opts.onDelta) {
    for await (const delta of ai.streamText(call)) {
      raw += delta
      opts.onDelta(delta)
    }
  } else raw = await ai.generateText(call)
  const cleaned = cleanCitations(raw.trim(), part.kind === 'conclusion' ? 0 : ctx.sources.length)
  return {
    part,
    text: cleaned.text,
    words: countWords(cleaned.text),
    removedCitations: cleaned.removed,
    cited: cleaned.cited,
    promptId: prompt.id,
    promptVersion: prompt.version,
  }
}
