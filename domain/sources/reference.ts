// A bibliographic record of one source (catalogue, remote search or the student's own) and the
// student's "add a source" form, with the spec's Russian messages (orders.md §5 Sources).
import { z } from 'zod'
import { ESSAY_LIMITS } from '../essay/requirements'

const SOURCE_KINDS = ['book', 'article', 'web', 'thesis', 'chapter'] as const
export type TSourceKind = (typeof SOURCE_KINDS)[number]

export const SOURCE_MESSAGES = {
  titleRequired: 'Укажи название источника',
  authorRequired: 'Укажи автора источника',
  yearRequired: 'Укажи год издания источника',
  yearMin: `Год издания не может быть меньше ${ESSAY_LIMITS.referenceYearMin}`,
  yearInteger: 'Год издания должен быть целым числом',
  yearFuture: 'Год издания не может быть больше текущего',
  kind: 'Тип источника: книга, статья, сайт, диссертация или глава',
  url: 'Ссылка должна начинаться с http:// или https://',
  doi: 'DOI должен выглядеть как 10.1234/abcd',
  language: 'Язык источника — двухбуквенный код, например ru или en',
  tooLong: 'Слишком длинное значение',
  limitReached: 'Достигнут лимит по количеству источников',
} as const

const text = (max: number) => z.string().trim().max(max, SOURCE_MESSAGES.tooLong)
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, SOURCE_MESSAGES.tooLong)
    .optional()
    .transform((v) => (v ? v : undefined))

const ZSourceAuthor = z.object({
  family: text(120).min(1, SOURCE_MESSAGES.authorRequired),
  // Full given names or initials; the formatter reduces them to initials.
  given: text(120).default(''),
})
export type TSourceAuthor = z.infer<typeof ZSourceAuthor>

/** A publication year: required integer, 1900 … next year (a book can carry next year's imprint). */
const ZSourceYear = z
  .number({ error: (iss) => (iss.input === undefined || iss.input === null ? SOURCE_MESSAGES.yearRequired : SOURCE_MESSAGES.yearInteger) })
  .int(SOURCE_MESSAGES.yearInteger)
  .min(ESSAY_LIMITS.referenceYearMin, SOURCE_MESSAGES.yearMin)
  .refine((y) => y <= new Date().getUTCFullYear() + 1, SOURCE_MESSAGES.yearFuture)

/** Normalises "https://doi.org/10.1/x", "doi:10.1/x" and "10.1/X" to the bare lower-case DOI. */
export function normalizeDoi(raw: string): string {
  return raw
    .trim()
    .replace(/^https?:\/\/(dx\.)?doi\.org\//i, '')
    .replace(/^doi:\s*/i, '')
    .toLowerCase()
}

export const ZSourceRecord = z.object({
  kind: z.enum(SOURCE_KINDS, { error: SOURCE_MESSAGES.kind }),
  // Empty for works catalogued under their title (collective works, most web pages).
  authors: z.array(ZSourceAuthor).max(100).default([]),
  title: text(1000).min(1, SOURCE_MESSAGES.titleRequired),
  // "Сведения, относящиеся к заглавию": учебник для вузов, монография, диссертация … .
  subtitle: optionalText(500),
  edition: optionalText(200),
  year: ZSourceYear,
  // Journal, proceedings or book a part belongs to; the site's name for a web page.
  container: optionalText(500),
  publisher: optionalText(300),
  city: optionalText(200),
  volume: optionalText(40),
  issue: optionalText(40),
  // A count for books and theses ("512"), a range for articles and chapters ("45–60").
  pages: optionalText(40),
  doi: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? normalizeDoi(v) : undefined))
    .refine((v) => v === undefined || /^10\.\d{4,9}\/\S+$/.test(v), SOURCE_MESSAGES.doi),
  url: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^https?:\/\/\S+$/i.test(v), SOURCE_MESSAGES.url),
  // ISO date (YYYY-MM-DD) the web address was last opened: GOST's "дата обращения".
  accessedAt: z.iso.date().optional(),
  language: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}$/, SOURCE_MESSAGES.language)
    .default('ru'),
})
export type TSourceRecord = z.infer<typeof ZSourceRecord>

/**
 * "Иванов И. И.", "Иванов Иван Иванович", "Иванов, И. И." or "Smith, John" → family and given names.
 * Western "John Smith" (no comma, no initials) is read as given-then-family.
 */
export function parseAuthorName(raw: string): TSourceAuthor | null {
  const s = raw.replace(/\s+/g, ' ').trim()
  if (!s) return null
  if (s.includes(',')) {
    const [family, ...rest] = s.split(',')
    return { family: family!.trim(), given: rest.join(',').trim() }
  }
  const words = s.split(' ')
  if (words.length === 1) return { family: s, given: '' }
  const isInitial = (w: string) => /^(\p{Lu}\.-?)+$/u.test(w) || /^\p{Lu}\.\p{Lu}\.$/u.test(w)
  // Initials first ("И. И. Иванов") or a Latin "Given Family" name: the family name is last.
  if (isInitial(words[0]!) || (/^[A-Za-z]/.test(s) && !words.slice(1).every(isInitial))) {
    return { family: words.at(-1)!, given: words.slice(0, -1).join(' ') }
  }
  return { family: words[0]!, given: words.slice(1).join(' ') }
}

/**
 * The student's "add a source" form: a title, an author (one or more, separated by ";"), an integer year, and the
 * imprint's place and publisher if the student knows them (GOST's «Москва : Юрайт, 2020»).
 */
export const ZAddSourceInput = z.object({
  title: z.string({ error: SOURCE_MESSAGES.titleRequired }).trim().min(1, SOURCE_MESSAGES.titleRequired).max(1000, SOURCE_MESSAGES.tooLong),
  author: z
    .string({ error: SOURCE_MESSAGES.authorRequired })
    .trim()
    .min(1, SOURCE_MESSAGES.authorRequired)
    .max(1000, SOURCE_MESSAGES.tooLong)
    .transform((v, ctx) => {
      const authors = v.split(';').map(parseAuthorName).filter((a): a is TSourceAuthor => a !== null)
      if (authors.length === 0) ctx.addIssue({ code: 'custom', message: SOURCE_MESSAGES.authorRequired })
      return authors
    }),
  publicationYear: ZSourceYear,
  // «Место издания»: the city as the title page names it («Москва», «Санкт-Петербург»), not abbreviated.
  city: z.preprocess((v) => (v === null ? undefined : v), optionalText(200)),
  // «Издательство»: without quotes or its legal form («Юрайт», not «ООО "Издательство Юрайт"»), as the student types it.
  publisher: z.preprocess((v) => (v === null ? undefined : v), optionalText(300)),
})
