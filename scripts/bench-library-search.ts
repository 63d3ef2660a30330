// Library search over a generated corpus of 100 000 works (`npm run bench`): one INSERT … SELECT generate_series
// over Russian study words, drawn with a skew so a few words are common and most are rare, as in real texts; then
// searchLibraryWorks in process, sequentially, by kind of query: one exact word, several words, typos, no match.
// Runs on in-memory PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server, on real Postgres.
import { buildLibraryCorpus, CORPUS_WORKS } from './library-corpus'
import { searchLibraryWorks } from '../edge/catalog/search-library-works'
import { testDb } from '../tests/helpers/test-db'

const WARMUP = 10
/** Timed queries per kind (BENCH_LIBRARY_QUERIES: fewer for a quick look at a slow version). */
const QUERIES = Number(process.env.BENCH_LIBRARY_QUERIES) || 100

/** Queries by kind; every kind runs the same number of times, so each kind's p95 stands on its own. */
const QUERY_KINDS: Record<string, string[]> = {
  'exact word': ['интеграл', 'фотосинтез', 'инфляция', 'сортировка', 'конституция'],
  'multi-word': ['инфляция и безработица', 'фотосинтез клетки', 'электролиз раствора соли', 'конституция государство', 'сортировка массива'],
  // No full-text match as typed: one typo, a typo in one word of several, two typos.
  typo: ['интерграл', 'фотосинтес', 'инфлиция и безработица', 'конституцыя государства', 'электролис растовра'],
  // Words that are in no work and near no word of the library: the empty message.
  'no match': ['qzxw', 'абракадабра', 'шмяк', 'квазибубль', 'zzzz yyyy'],
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
const ms = (v: number) => Math.round(v * 100) / 100

export type TLibrarySearchBenchRow = { driver: string; works: number; 'typo words': number; 'insert s': number; query: string; queries: number; 'p50 ms': number; 'p95 ms': number; 'p99 ms': number; 'mean hits': number }

/** One row per kind of query, then one over all of them. */
export async function benchLibrarySearch(): Promise<TLibrarySearchBenchRow[]> {
  const t = await testDb()
  try {
    const insertS = await buildLibraryCorpus(t.db, CORPUS_WORKS)
    const [dictionary] = await t.db.query<{ n: number }>('select count(*)::int as n from public.library_search_words')
    const base = { driver: t.db.driver, works: CORPUS_WORKS, 'typo words': dictionary!.n, 'insert s': insertS }
    const rows: TLibrarySearchBenchRow[] = []
    const all: number[] = []
    let allHits = 0
    for (const [kind, queries] of Object.entries(QUERY_KINDS)) {
      for (let i = 0; i < WARMUP; i++) await searchLibraryWorks({ db: t.db, q: queries[i % queries.length] })
      const times: number[] = []
      let hits = 0
      for (let i = 0; i < QUERIES; i++) {
        const start = performance.now()
        const r = await searchLibraryWorks({ db: t.db, q: queries[i % queries.length] })
        times.push(performance.now() - start)
        hits += r.total
      }
      all.push(...times)
      allHits += hits
      rows.push({ ...base, query: kind, ...figures(times, hits) })
    }
    rows.push({ ...base, query: 'all kinds', ...figures(all, allHits) })
    return rows
  } finally {
    await t.dispose()
  }
}

function figures(times: number[], hits: number) {
  const sorted = [...times].sort((a, b) => a - b)
  return {
    queries: sorted.length,
    'p50 ms': ms(pct(sorted, 50)),
    'p95 ms': ms(pct(sorted, 95)),
    'p99 ms': ms(pct(sorted, 99)),
    'mean hits': Math.round(hits / sorted.length),
  }
}
