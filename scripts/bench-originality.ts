// Originality check latency (`npm run bench`, issue 36): a 30-page work (~9 000 words, 40 % of it copied from three
// indexed texts) checked against an index of BENCH_ORIGINALITY_DOCS documents (100 000 on Postgres; PGlite holds the
// whole index in memory, so it gets a tenth). The filler documents are generated in SQL — shingle hashes drawn with a
// skew (a few common, most rare, as in real texts), a winnowed-density share of them as fingerprints — and the three
// sources and the checked work go through the real shingler and index. Reports p50/p95 of checkText (fingerprints,
// candidate lookup, comparison) and the index's size per document.
import { testDb } from '../tests/helpers/test-db'
import { asService } from '../edge/db/port'
import { indexText } from '../edge/originality/index-text'
import { checkText } from '../edge/originality/check-text'
import { INFLATION, PETERSBURG, SOCIAL_NETWORKS, SOCIAL_NETWORKS_INDEPENDENT, URBAN_ECOLOGY, INFLATION_REWORDED } from '../tests/fixtures/originality-corpus'

const RUNS = Number(process.env.BENCH_ORIGINALITY_RUNS) || 20
/** Shingles per generated document: a library work's task and answer are a few hundred words. */
const SHINGLES = 300
const WORDS_30_PAGES = 9_000

const VOCABULARY = (
  'исследование развитие система процесс анализ результат общество государство экономика рынок культура образование ' +
  'технология информация управление деятельность структура функция значение условие фактор влияние показатель ' +
  'методика подход концепция теория практика модель принцип проблема задача решение оценка сравнение история ' +
  'реформа право закон норма институт организация предприятие ресурс капитал труд производство потребление ' +
  'студент преподаватель школа университет знание навык компетенция обучение воспитание личность поведение'
).split(' ')

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
const ms = (v: number) => Math.round(v * 10) / 10

/** A deterministic pseudo-random text of `n` words from the vocabulary, in sentences of 8–20 words. */
function filler(n: number, seed: number): string {
  let x = seed
  const next = () => (x = (x * 1103515245 + 12345) >>> 0) / 2 ** 32
  const out: string[] = []
  while (out.length < n) {
    const len = 8 + Math.floor(next() * 12)
    const s = Array.from({ length: len }, () => VOCABULARY[Math.floor(next() ** 1.5 * VOCABULARY.length)]!)
    out.push(`${s[0]![0]!.toUpperCase()}${s.join(' ').slice(1)}.`)
  }
  return out.join(' ')
}

export type TOriginalityBenchRow = { driver: string; documents: number; 'index s': number; 'MB per 1 000 docs': number; 'checked words': number; 'originality %': number; runs: number; 'p50 ms': number; 'p95 ms': number }

export async function benchOriginality(): Promise<TOriginalityBenchRow[]> {
  const t = await testDb()
  const docs = Number(process.env.BENCH_ORIGINALITY_DOCS) || (t.db.driver === 'postgres' ? 100_000 : 10_000)
  try {
    const started = performance.now()
    // Filler documents in batches of 10 000 (one statement each), then the real sources.
    for (let from = 0; from < docs; from += 10_000) {
      const to = Math.min(docs, from + 10_000)
      await asService(t.db, (tx) =>
        tx.query(
          `with d as (
             select g, array(select (power(random(), 3) * 2147483647)::int from generate_series(1, $3::int) where g >= 0) as hashes
               from generate_series($1::int, $2::int - 1) g
           ), ins as (
             insert into private.originality_documents (kind, source_id, owner_key, version, title, hashes, spans, fingerprints, words)
             select 'library_work', 'bench' || g, null, 'v' || g, 'Работа ' || g, hashes,
                    array(select i from generate_series(0, 2 * $3::int - 1) i),
                    array(select distinct h from unnest(hashes) with ordinality as u(h, n) where n % 4 = 1), $3::int + 2
               from d
             returning id, fingerprints
           )
           insert into private.originality_fingerprints (hash, document_id)
           select distinct h, id from ins, unnest(fingerprints) h on conflict do nothing`,
          [from, to, SHINGLES],
        ),
      )
    }
    const sources = [INFLATION, URBAN_ECOLOGY, PETERSBURG]
    await asService(t.db, async (tx) => {
      for (const [i, text] of sources.entries()) await indexText(tx, { kind: 'library_work', sourceId: `src${i}`, ownerKey: null, title: `Источник ${i}`, path: `/biblioteka/x/y/src-${i}/`, text })
    })
    const indexS = Math.round((performance.now() - started) / 100) / 10
    const [size] = await t.db.query<{ bytes: string }>(
      `select (pg_total_relation_size('private.originality_documents') + pg_total_relation_size('private.originality_fingerprints'))::text as bytes`,
    )
    // The checked work, 30 pages: its own words, then the three sources' texts (≈ 20 % of it).
    const copied = sources.join('\n\n')
    const own = [SOCIAL_NETWORKS, SOCIAL_NETWORKS_INDEPENDENT, INFLATION_REWORDED, filler(WORDS_30_PAGES, 7)].join('\n\n')
    const ownWords = own.split(/\s+/)
    const copiedWords = copied.split(/\s+/).length
    const work = `${ownWords.slice(0, Math.max(Math.round(copiedWords * 1.5), WORDS_30_PAGES - copiedWords)).join(' ')}\n\n${copied}`
    const times: number[] = []
    let originality = 0
    for (let i = 0; i < RUNS + 2; i++) {
      const start = performance.now()
      const report = await asService(t.db, (tx) => checkText(tx, { text: work, ownerKey: 'u:bench' }))
      if (i >= 2) times.push(performance.now() - start)
      originality = report.originality
    }
    const sorted = times.sort((a, b) => a - b)
    return [
      {
        driver: t.db.driver,
        documents: docs + sources.length,
        'index s': indexS,
        'MB per 1 000 docs': Math.round((Number(size!.bytes) / 1024 / 1024 / ((docs + sources.length) / 1000)) * 100) / 100,
        'checked words': work.split(/\s+/).length,
        'originality %': originality,
        runs: RUNS,
        'p50 ms': ms(pct(sorted, 50)),
        'p95 ms': ms(pct(sorted, 95)),
      },
    ]
  } finally {
    await t.dispose()
  }
}
