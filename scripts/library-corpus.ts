// The library benches' generated corpus (scripts/bench-library-search.ts, scripts/bench-task-search.ts): one INSERT …
// SELECT generate_series over Russian study words, drawn with a skew so a few words are common and most are rare, as in
// real texts, with the search indexes and the typo dictionary built once afterwards.
import type { Db } from '../edge/db/port'

export const CORPUS_WORKS = Number(process.env.BENCH_LIBRARY_WORKS) || 100_000

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

/**
 * One word of row `i`: position k of the field `salt`, from a skewed pick (frequent words first, a long tail).
 * Inline array subscripts rather than a function call per word: the whole corpus is one INSERT … SELECT.
 */
const word = (k: number, salt: number) =>
  `w[1 + floor(power(((i::bigint * 7919 + ${k * 104729 + salt * 15485863}) % 10007) / 10007.0, 2.2) * ${WORDS.length})::int]`
const phrase = (n: number, salt: number) => Array.from({ length: n }, (_, k) => word(k, salt)).join(" || ' ' || ")

/**
 * Syllables of made-up rare words: real libraries hold a long tail of rare words (names, terms, forms), which the
 * typo dictionary has to search through. Each task gets one of 32³ three-syllable words and one of 32⁴ four-syllable
 * ones, so the corpus has some 130 000 distinct words, not only the few hundred study words above.
 */
const SYLLABLES = 'ба ве ги до жу зе ки ло му не по ру са те фу хо ца чи ша щу бо вы гу да жи зо ку ла ми ну пе ро'.split(' ')
const rare = (x: string, n: number) => Array.from({ length: n }, (_, k) => `s[1 + (${x}) / ${32 ** k} % 32]`).join(' || ')

/** Rows of the corpus: a title of 6 words, a task of 20 and two rare words, a shortened answer of 12 and an answer of 16. */
const INSERT = `
  insert into public.library_works (type_id, subject_id, slug, level, title, task, short_answer, answer)
  select (select array_agg(id order by id) from public.library_work_types)[1 + i % ${'$'}2],
         (select array_agg(id order by id) from public.subjects where in_library)[1 + i % ${'$'}3],
         'bench-' || i, case when i % 3 = 0 then 'university' else 'school' end,
         initcap(${phrase(6, 1)}), ${phrase(20, 2)} || ' ' || ${rare('i::bigint * 7919 % 32768', 3)} || ' ' || ${rare('(i::bigint * 104729 + 12345) % 1048576', 4)} || '.', ${phrase(12, 3)} || '.', ${phrase(16, 4)} || '. Ответ: готово.'
    from generate_series(1, ${'$'}1::int) i, (select ${'$'}4::text[] as w, ${'$'}5::text[] as s) words`

/**
 * Building the search indexes once after the rows is far faster than keeping them up row by row; so is filling the
 * typo dictionary (library_search_words) in one pass instead of through its insert trigger.
 */
const DROP_INDEXES = `drop index public.library_works_russian; drop index public.library_works_title_trgm;
  drop index public.library_search_words_trgm; alter table public.library_works disable trigger library_search_words_on_insert`
const CREATE_INDEXES = `create index library_works_russian on public.library_works using gin (russian);
  create index library_works_title_trgm on public.library_works using gin (title gin_trgm_ops);
  alter table public.library_works enable trigger library_search_words_on_insert;
  insert into public.library_search_words as s (word, works)
  select w, count(*)::integer from public.library_works r cross join lateral public.library_search_words_of(r.title, r.task) as w
   where r.published group by w
  on conflict (word) do update set works = s.works + excluded.works;
  create index library_search_words_trgm on public.library_search_words using gin (word gin_trgm_ops)`

/** Fills an empty library with `works` generated works and its indexes; the seconds it took (the task search bench reuses it). */
export async function buildLibraryCorpus(db: Db, works: number): Promise<number> {
  const started = performance.now()
  const [types] = await db.query<{ n: number }>('select count(*)::int as n from public.library_work_types')
  const [subjects] = await db.query<{ n: number }>('select count(*)::int as n from public.subjects where in_library')
  await db.exec(DROP_INDEXES)
  await db.query(INSERT, [works, types!.n, subjects!.n, WORDS, SYLLABLES])
  await db.exec(CREATE_INDEXES)
  await db.exec('analyze public.library_works')
  return Math.round((performance.now() - started) / 100) / 10
}

