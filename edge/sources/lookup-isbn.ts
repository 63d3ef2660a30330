// A book's record by its ISBN from Open Library (GET /api/books?bibkeys=ISBN:…&jscmd=data): title, authors,
// publisher, place, year and the page count when Open Library knows it; null when it does not know the ISBN.
import { parseAuthorName, ZSourceRecord, type TSourceRecord } from '../../domain/sources/reference'
import { joinUrl, requestJson, type TFetch } from '../adapters/http'
import { guessLanguage, isOk, plainText, SOURCES_TIMEOUT_MS } from './remote-http'

type OpenLibraryBook = {
  title?: string
  subtitle?: string
  authors?: { name?: string }[]
  publishers?: { name?: string }[]
  publish_places?: { name?: string }[]
  publish_date?: string
  number_of_pages?: number
  url?: string
}

export async function lookupIsbn(isbn: string, o: { baseUrl: string; fetchImpl?: TFetch; timeoutMs?: number }): Promise<TSourceRecord | null> {
  const params = new URLSearchParams({ bibkeys: `ISBN:${isbn}`, format: 'json', jscmd: 'data' })
  const { body } = await requestJson('Open Library', `${joinUrl(o.baseUrl, '/api/books')}?${params}`, {
    headers: { accept: 'application/json' },
    acceptStatus: isOk,
    fetchImpl: o.fetchImpl,
    timeoutMs: o.timeoutMs ?? SOURCES_TIMEOUT_MS,
  })
  const book = (body as Record<string, OpenLibraryBook> | null)?.[`ISBN:${isbn}`]
  if (!book?.title) return null
  const title = plainText(book.title)
  const parsed = ZSourceRecord.safeParse({
    kind: 'book',
    authors: (book.authors ?? []).flatMap((a) => {
      const name = parseAuthorName(plainText(a.name ?? ''))
      return name ? [name] : []
    }),
    title,
    subtitle: book.subtitle ? plainText(book.subtitle) : undefined,
    publisher: book.publishers?.[0]?.name,
    city: book.publish_places?.[0]?.name,
    year: Number(/\b(1[89]\d\d|20\d\d)\b/.exec(book.publish_date ?? '')?.[1]) || undefined,
    pages: book.number_of_pages ? String(book.number_of_pages) : undefined,
    language: guessLanguage(title),
  })
  return parsed.success ? parsed.data : null
}
