// Fake Open Library Books API: GET /api/books?bibkeys=ISBN:…&format=json&jscmd=data answering the documented "data"
// shape keyed by the bibkey, or {} for an ISBN it does not know.
import { Hono } from 'hono'

type TOpenLibraryBook = Record<string, unknown> & { title: string }

/** Real books with their real ISBNs and page counts. */
const BOOKS: Record<string, TOpenLibraryBook> = {
  '9780262033848': {
    url: 'https://openlibrary.org/books/OL23238212M/Introduction_to_algorithms',
    key: '/books/OL23238212M',
    title: 'Introduction to Algorithms',
    authors: [{ url: 'https://openlibrary.org/authors/OL2635545A', name: 'Thomas H. Cormen' }, { url: 'https://openlibrary.org/authors/OL1787015A', name: 'Charles E. Leiserson' }],
    number_of_pages: 1292,
    identifiers: { isbn_13: ['9780262033848'], isbn_10: ['0262033844'] },
    publishers: [{ name: 'MIT Press' }],
    publish_places: [{ name: 'Cambridge, Mass' }],
    publish_date: '2009',
  },
}

export type TOpenLibraryFake = { app: Hono; requests: URLSearchParams[] }

export function createOpenLibraryFake(books: Record<string, TOpenLibraryBook> = BOOKS): TOpenLibraryFake {
  const fake: TOpenLibraryFake = { app: new Hono(), requests: [] }
  fake.app.get('/api/books', (c) => {
    const params = new URL(c.req.url).searchParams
    fake.requests.push(params)
    const out: Record<string, TOpenLibraryBook> = {}
    for (const key of (params.get('bibkeys') ?? '').split(',')) {
      const isbn = /^ISBN:(\w+)$/.exec(key)?.[1]
      if (isbn && books[isbn]) out[key] = books[isbn]
    }
    return c.json(out)
  })
  return fake
}
