// The library's work types ({typeSlug} of /biblioteka/{typeSlug}/{subjectSlug}/; their names are seeded by
// supabase/migrations/*_library.sql), list paging and sorting, and the addresses built from them.
import { cleanSearchText } from '../search-text'

export const LIBRARY_TYPE_SLUGS = ['zadachi', 'voprosy', 'uprazhneniya'] as const

/** Works per list page. */
export const LIBRARY_PAGE_SIZE = 20
/** Search text beyond this is cut (issue 11: bad input). */
const LIBRARY_SEARCH_MAX = 200

export type TLibrarySort = 'popular' | 'new'
export const parseLibrarySort = (s: string | undefined): TLibrarySort => (s === 'new' ? 'new' : 'popular')

/** ?page= as a page number from 1; anything else is the first page. */
export function parseLibraryPage(s: string | undefined): number {
  const n = Number(s)
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1
}

export const libraryListPath = (typeSlug: string, subjectSlug: string) => `/biblioteka/${typeSlug}/${subjectSlug}/`
export const libraryWorkPath = (typeSlug: string, subjectSlug: string, workSlug: string) => `/biblioteka/${typeSlug}/${subjectSlug}/${workSlug}/`

/** The search text as the search runs it: trimmed, cut to LIBRARY_SEARCH_MAX characters, without characters Postgres cannot take. */
export const normalizeLibraryQuery = (q: string | undefined) => cleanSearchText(q, LIBRARY_SEARCH_MAX)

/**
 * «Получить полное решение»: the purchase entry of the work (route ecosystem-library__buy), which sends a guest to
 * sign-in and back, then makes the client's library order and opens /ecosystem/library/{unifiedOrderId}.
 */
export const fullSolutionHref = (workSlug: string): string => `/ecosystem/library/buy/${encodeURIComponent(workSlug)}`

/** The task-solving landing's form hands its text and subject to the task-solver start (the library search there). */
export const TASK_SOLVER_START = '/ecosystem/task-solver'
