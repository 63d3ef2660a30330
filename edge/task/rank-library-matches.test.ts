// The library's matches for a task are ordered and scored by how alike the tasks are (issue 34 item 2), not by the
// share of the question's words a work holds: the photo's own equation comes first near 100 %, a Cauchy problem and a
// Cramer system that share its words («решите», «уравнение», «сделайте проверку найденных корней») are left out, a
// max/min problem is left out for a derivative question, and up to TASK_MATCHES_MAX works are kept, best first.
import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importLibraryWorks } from '../library/import-library-works'
import { asService } from '../db/port'
import { TASK_MATCHES_MAX } from '../../domain/task/order-statuses'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { rankLibraryMatches } from './rank-library-matches'

let t: TestDb
let MATH = 0

const SHORT = 'Разберём условие по шагам: выпишем данные, выберем подходящий метод решения и аккуратно проведём вычисления, проверяя каждый переход, чтобы не потерять знак или корень по дороге.'
const ANSWER = `${'Подробное решение: запишем условие, выберем метод, проведём преобразования и проверим результат подстановкой. '.repeat(7)}Ответ: см. решение.`
const work = (slug: string, title: string, task: string) => JSON.stringify({ slug, type: 'zadachi', subject: 'mathematics', level: 'school', title, task, short_answer: SHORT, answer: ANSWER })

const CAUCHY = 'mat-test-zadacha-koshi'
const CRAMER = 'mat-test-sistema-kramera'
const MAX_MIN = 'mat-test-naibolshee-naimenshee'
const EQUATION = 'mat-kvadratnoe-uravnenie-diskriminant'
const DERIVATIVE = 'mat-proizvodnaya-proizvedeniya'

beforeAll(async () => {
  t = await testDb()
  for (const f of ['mathematics', 'physics', 'chemistry']) await importLibraryWorks({ db: t.db, text: await readFile(`tests/fixtures/library/${f}.jsonl`, 'utf8') })
  const extra = [
    work(CAUCHY, 'Решение задачи Коши для дифференциального уравнения первого порядка', 'Решите задачу Коши для дифференциального уравнения y′ = 2xy, y(0) = 1. Сделайте проверку найденного решения.'),
    work(CRAMER, 'Решение системы линейных уравнений методом Крамера', 'Решите систему линейных уравнений методом Крамера: x + 2y = 5, 3x − y = 1. Сделайте проверку найденных корней.'),
    work(MAX_MIN, 'Наибольшее и наименьшее значения функции на отрезке', 'Найдите наибольшее и наименьшее значения функции y = 2x³ + 3x² − 12x на отрезке [−2; 2], используя производную.'),
  ]
  await importLibraryWorks({ db: t.db, text: extra.join('\n') })
  const [math] = await t.db.query<{ id: number }>(`select id from public.subjects where slug = 'mathematics'`)
  MATH = math!.id
}, 120_000)
afterAll(() => t?.dispose())

const rank = (text: string) => asService(t.db, async (tx) => rankLibraryMatches(tx, { text, subjectId: MATH }))
const slugsOf = async (ids: string[]) => {
  const rows = await t.db.query<{ id: string; slug: string }>(`select id::text as id, slug from public.library_works where id = any($1::bigint[])`, [ids])
  return ids.map((id) => rows.find((r) => r.id === id)!.slug)
}

describe('rankLibraryMatches', () => {
  it('puts the photo’s own equation first near 100 % and leaves out the Cauchy and Cramer problems that share its words', async () => {
    // As a photo reads it: Cyrillic х, a hyphen for the minus.
    const matches = await rank('Решите уравнение х² - 5х + 6 = 0. Сделайте проверку найденных корней.')
    const slugs = await slugsOf(matches.map((m) => m.libraryWorkId))
    expect(slugs[0]).toBe(EQUATION)
    expect(matches[0]!.score).toBeGreaterThanOrEqual(0.95)
    expect(slugs).not.toContain(CAUCHY)
    expect(slugs).not.toContain(CRAMER)
    expect(matches.every((m) => m.score >= 0.4)).toBe(true)
  })

  it('answers a derivative question with the derivative task, not the max/min problem', async () => {
    const matches = await rank('Найдите производную функции y = x² · sin x и вычислите её значение в точке x = π/2.')
    const slugs = await slugsOf(matches.map((m) => m.libraryWorkId))
    expect(slugs[0]).toBe(DERIVATIVE)
    expect(slugs).not.toContain(MAX_MIN)
  })

  it(`keeps up to ${TASK_MATCHES_MAX} matches, best first: the same task before the same task with other numbers`, async () => {
    const variants = Array.from({ length: TASK_MATCHES_MAX + 4 }, (_, i) => {
      const [a, b] = [i + 2, i + 4]
      return work(`mat-test-uravnenie-${i}`, `Квадратное уравнение с корнями ${a} и ${b}, вариант ${i + 1}`, `Решите уравнение x² − ${a + b}x + ${a * b} = 0. Сделайте проверку найденных корней.`)
    })
    await importLibraryWorks({ db: t.db, text: variants.join('\n') })
    const matches = await rank('Решите уравнение x² − 5x + 6 = 0. Сделайте проверку найденных корней.')
    expect(matches.length).toBeGreaterThan(5)
    expect(matches).toHaveLength(TASK_MATCHES_MAX)
    expect((await slugsOf([matches[0]!.libraryWorkId]))[0]).toBe(EQUATION)
    expect(matches[0]!.score).toBe(1)
    const scores = matches.map((m) => m.score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    expect(scores.slice(1).every((s) => s >= 0.8 && s < 1)).toBe(true)
    expect(new Set(matches.map((m) => m.libraryWorkId)).size).toBe(TASK_MATCHES_MAX)
    for (const m of matches) expect(m.snippet).toMatch(/⟦[^⟧]+⟧/)
  })
})
