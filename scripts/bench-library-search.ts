// Library search over a generated corpus of 100 000 works (`npm run bench`): one INSERT … SELECT generate_series
// over Russian study words, drawn with a skew so a few words are common and most are rare, as in real texts; then
// searchLibraryWorks in process, sequentially: common and rare words, two-word queries, a typo (the trigram path).
// Runs on in-memory PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server, on real Postgres.
import { searchLibraryWorks } from '../edge/library/search-library-works'
import { testDb } from '../tests/helpers/test-db'

export const CORPUS_WORKS = Number(process.env.BENCH_LIBRARY_WORKS) || 100_000
const WARMUP = 30
const QUERIES = 300

const WORDS = (
  'интеграл производная функция уравнение неравенство предел матрица вектор определитель логарифм степень корень ' +
  'треугольник окружность площадь объём вероятность дисперсия выборка последовательность прогрессия многочлен ' +
  'скорость ускорение сила масса энергия импульс давление температура плотность напряжение сопротивление ток ' +
  'конденсатор индукция колебания волна линза преломление частота атом ядро изотоп распад фотон ' +
  'реакция кислота основание соль оксид валентность молекула раствор концентрация электролиз катализатор ' +
  'углеводород спирт альдегид белок фермент полимер инфляция спрос предложение рынок налог бюджет кредит ' +
  'депозит процент прибыль издержки выручка рентабельность амортизация капитал дивиденды облигация акция ' +
  'монополия конкуренция безработица валюта экспорт импорт реформа война революция империя княжество ' +
  'крепостное право восстание манифест договор династия государство парламент конституция закон суд ' +
  'приговор договорённость наследство собственность обязательство ответственность преступление наказание ' +
  'клетка ген хромосома фотосинтез дыхание эволюция популяция экосистема мутация наследственность организм ' +
  'алгоритм массив программа переменная цикл рекурсия сортировка граф дерево таблица запрос кодировка ' +
  'роман поэма рассказ герой автор сюжет композиция метафора эпитет стихотворение повесть комедия трагедия ' +
  'сознание бытие познание истина мораль свобода диалектика материя разум ценность ' +
  'причастие деепричастие падеж глагол прилагательное местоимение союз приставка суффикс орфограмма пунктуация ' +
  'эссе доклад реферат решение задача вопрос анализ характеристика сравнение доказательство вывод пример ' +
  'Пётр Екатерина Ломоносов Пушкин Толстой Достоевский Менделеев Ньютон Архимед Пифагор Кант Гегель ' +
  'Россия Москва Европа Сибирь Новгород Киев Петербург Франция Германия Англия Китай Япония'
).split(' ')

const QUERY_SET = [
  'интеграл',
  'инфляция и безработица',
  'реформа Петра',
  'фотосинтез клетки',
  'закон Ома сопротивление',
  'сортировка массива',
  'образ героя романа',
  'интерграл', // a typo: no full-text match, the trigram path answers
  'электролиз раствора соли',
  'конституция государство',
]

/**
 * One word of row `i`: position k of the field `salt`, from a skewed pick (frequent words first, a long tail).
 * Inline array subscripts rather than a function call per word: the whole corpus is one INSERT … SELECT.
 */
const word = (k: number, salt: number) =>
  `w[1 + floor(power(((i::bigint * 7919 + ${k * 104729 + salt * 15485863}) % 10007) / 10007.0, 2.2) * ${WORDS.length})::int]`
const phrase = (n: number, salt: number) => Array.from({ length: n }, (_, k) => word(k, salt)).join(" || ' ' || ")

/** Rows of the corpus: a title of 6 words, a task of 20, a shortened answer of 12 and an answer of 16. */
const INSERT = `
  insert into public.library_works (type_id, subject_id, slug, level, title, task, short_answer, answer)
  select (select array_agg(id order by id) from public.library_work_types)[1 + i % ${'$'}2],
         (select array_agg(id order by id) from public.subjects where in_library)[1 + i % ${'$'}3],
         'bench-' || i, case when i % 3 = 0 then 'university' else 'school' end,
         initcap(${phrase(6, 1)}), ${phrase(20, 2)} || '.', ${phrase(12, 3)} || '.', ${phrase(16, 4)} || '. Ответ: готово.'
    from generate_series(1, ${'$'}1::int) i, (select ${'$'}4::text[] as w) words`

/** Building the search indexes once after the rows is far faster than keeping them up row by row. */
const DROP_INDEXES = 'drop index public.library_works_russian; drop index public.library_works_title_trgm'
const CREATE_INDEXES = `create index library_works_russian on public.library_works using gin (russian);
  create index library_works_title_trgm on public.library_works using gin (title gin_trgm_ops)`

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
const ms = (v: number) => Math.round(v * 100) / 100

export type TLibrarySearchBenchRow = { driver: string; works: number; 'insert s': number; queries: number; 'p50 ms': number; 'p95 ms': number; 'p99 ms': number; 'mean hits': number }

export async function benchLibrarySearch(): Promise<TLibrarySearchBenchRow> {
  const t = await testDb()
  try {
    const started = performance.now()
    const [types] = await t.db.query<{ n: number }>('select count(*)::int as n from public.library_work_types')
    const [subjects] = await t.db.query<{ n: number }>('select count(*)::int as n from public.subjects where in_library')
    await t.db.exec(DROP_INDEXES)
    await t.db.query(INSERT, [CORPUS_WORKS, types!.n, subjects!.n, WORDS])
    await t.db.exec(CREATE_INDEXES)
    await t.db.exec('analyze public.library_works')
    const insertS = (performance.now() - started) / 1000
    let hits = 0
    const run = async (i: number) => {
      const r = await searchLibraryWorks({ db: t.db, q: QUERY_SET[i % QUERY_SET.length] })
      hits += r.total
    }
    for (let i = 0; i < WARMUP; i++) await run(i)
    hits = 0
    const times: number[] = []
    for (let i = 0; i < QUERIES; i++) {
      const start = performance.now()
      await run(i)
      times.push(performance.now() - start)
    }
    times.sort((a, b) => a - b)
    return {
      driver: t.db.driver,
      works: CORPUS_WORKS,
      'insert s': Math.round(insertS * 10) / 10,
      queries: QUERIES,
      'p50 ms': ms(pct(times, 50)),
      'p95 ms': ms(pct(times, 95)),
      'p99 ms': ms(pct(times, 99)),
      'mean hits': Math.round(hits / QUERIES),
    }
  } finally {
    await t.dispose()
  }
}
