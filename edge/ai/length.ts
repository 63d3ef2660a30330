// Page count ↔ words, and how a work's target length is split across its parts.
//
// One page of GOST 7.32 text (A4, margins 30/15/20/20 mm, Times New Roman 14, 1.5 spacing, indent 1.25 cm) holds
// about 1 800 characters with spaces. Measured on our own DOCX rendered by LibreOffice (academic Russian, long words):
// a full page holds 220–233 words, and chapters start on new pages, so we take 220. The requested page count covers the
// text from the introduction to the conclusion; the title page, contents and reference list come on top.
export const WORDS_PER_PAGE = 220

export const pagesToWords = (pages: number) => Math.round(pages * WORDS_PER_PAGE)

/** Words as a reader counts them: runs of letters or digits (citations [n] and punctuation do not count). */
export function countWords(text: string): number {
  return text.replace(/\[[^\]]*\]/g, ' ').match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu)?.length ?? 0
}

export type TOutlineShape = { chapters: { title: string; subchapters: { title: string }[] }[] }

export type TLengthPart =
  | { kind: 'introduction'; words: number }
  | { kind: 'section'; chapter: number; subchapter: number | null; chapterTitle: string; title: string; words: number }
  | { kind: 'conclusion'; words: number }

// Shares of the whole: the introduction and conclusion are short, the main part gets the rest.
const INTRO_SHARE = 0.1
const CONCLUSION_SHARE = 0.07
// Below this a section cannot say anything; such works are too small for their outline.
const MIN_PART_WORDS = 80

const round10 = (n: number) => Math.max(10, Math.round(n / 10) * 10)

/**
 * Splits pagesToWords(pages) into introduction, one part per subchapter (or per chapter without subchapters)
 * and conclusion. Parts get rounded to tens; the sum stays within a few words of the target.
 */
export function splitLength(pages: number, outline: TOutlineShape): TLengthPart[] {
  const total = pagesToWords(pages)
  const intro = Math.max(MIN_PART_WORDS, round10(total * INTRO_SHARE))
  const conclusion = Math.max(MIN_PART_WORDS, round10(total * CONCLUSION_SHARE))
  const slots = outline.chapters.flatMap((ch, ci) =>
    ch.subchapters.length
      ? ch.subchapters.map((s, si) => ({ chapter: ci + 1, subchapter: si + 1 as number | null, chapterTitle: ch.title, title: s.title }))
      : [{ chapter: ci + 1, subchapter: null, chapterTitle: ch.title, title: ch.title }],
  )
  const main = Math.max(0, total - intro - conclusion)
  const each = slots.length ? main / slots.length : 0
  let given = 0
  const sections: TLengthPart[] = slots.map((s, i) => {
    // The last section takes the rounding remainder so the parts add up to the target.
    const words = i === slots.length - 1 ? Math.max(MIN_PART_WORDS, main - given) : Math.max(MIN_PART_WORDS, round10(each))
    given += words
    return { kind: 'section', ...s, words }
  })
  return [{ kind: 'introduction', words: intro }, ...sections, { kind: 'conclusion', words: conclusion }]
}
