// Address of a catalogue referat: /referat/{slug}-{id}/ (orders.md §3 Referat), the slug transliterated from the topic.
import { cleanSearchText } from '../search-text'

const LETTERS: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
}

const SLUG_MAX = 100

/** «Роль Петра I в истории России» → `rol-petra-i-v-istorii-rossii`; never empty (falls back to `referat`). */
export function referatSlug(topic: string): string {
  const latin = [...topic.toLowerCase()].map((ch) => LETTERS[ch] ?? ch).join('')
  const slug = latin
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '')
  return slug || 'referat'
}

export const referatPath = (r: { slug: string; id: string | number }) => `/referat/${r.slug}-${r.id}/`
export const referatSubjectPath = (subjectSlug: string) => `/referat/${subjectSlug}/`

/** The search text as the page uses it: trimmed, at most 200 characters (issue 11: longer text is cut). */
export const REFERAT_SEARCH_MAX = 200
export const cutReferatQuery = (q: string | undefined | null) => cleanSearchText(q, REFERAT_SEARCH_MAX)

/** Referats on one page of a subject list. */
export const REFERATS_PAGE_SIZE = 20

export const EMPTY_SEARCH_MESSAGE = 'К сожалению, ничего не найдено 😢'

/** The label of every page and DOCX the demo writer made. */
export const DEMO_REFERAT_LABEL = 'Демонстрационный текст'
