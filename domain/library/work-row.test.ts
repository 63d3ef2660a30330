import { describe, expect, it } from 'vitest'
import { describeRowError, ZLibraryWorkRow } from './work-row'
import { fullSolutionHref, normalizeLibraryQuery, parseLibraryPage, parseLibrarySort } from './work-types'

const validRow = {
  slug: 'fiz-period-mayatnika',
  type: 'zadachi',
  subject: 'physics',
  level: 'school',
  title: 'Найти период колебаний математического маятника длиной 2,5 м',
  task: 'Математический маятник имеет длину 2,5 м. Найдите период его колебаний. Ускорение свободного падения 9,8 м/с².',
  short_answer: 'Период малых колебаний математического маятника не зависит от массы груза и определяется только длиной нити и ускорением свободного падения: T = 2π√(l/g). Подставим известные величины в формулу.',
  answer: `${'Период малых колебаний математического маятника выражается формулой T = 2π√(l/g). '.repeat(8)}\n\nОтвет: T ≈ 3,17 с.`,
  seo_text: 'Решение задачи о периоде колебаний маятника.',
}

const refusal = (row: unknown) => {
  const r = ZLibraryWorkRow.safeParse(row)
  return r.success ? null : describeRowError(r.error)
}

describe('ZLibraryWorkRow', () => {
  it('takes a row of the format', () => {
    expect(refusal(validRow)).toBeNull()
    const { seo_text: _, ...noSeo } = validRow
    expect(refusal(noSeo)).toBeNull()
  })

  it('names a missing field in Russian', () => {
    const { task: _, ...noTask } = validRow
    expect(refusal(noTask)).toBe('Нет поля «task»')
  })

  it.each([
    [{ slug: 'Fiz_Mayatnik' }, 'Поле «slug»: только латинские буквы, цифры и дефисы между словами'],
    [{ type: 'referaty' }, 'Поле «type»: одно из zadachi, voprosy, uprazhneniya'],
    [{ level: 'kindergarten' }, 'Поле «level»: school или university'],
    [{ title: 'Коротко' }, 'Поле «title» короче 20 символов'],
    [{ short_answer: 'Мало' }, 'Поле «short_answer» короче 150 символов'],
    [{ short_answer: `${validRow.short_answer} Ответ: 3,17 с.` }, 'Поле «short_answer» не должно содержать итоговый ответ'],
    [{ answer: validRow.answer.replace('Ответ:', 'Итог:') }, 'Поле «answer» должно заканчиваться итогом «Ответ: …»'],
    [{ answer: `${validRow.answer} <b>жирный</b>` }, 'Поле «answer»: без HTML, Markdown-заголовков и LaTeX'],
    [{ task: `${validRow.task} \\frac{1}{2}` }, 'Поле «task»: без HTML, Markdown-заголовков и LaTeX'],
    [{ seo_text: 'x'.repeat(201) }, 'Поле «seo_text» длиннее 200 символов'],
    [{ extra: 1 }, 'Лишние поля: extra'],
  ])('refuses %o', (change, reason) => {
    expect(refusal({ ...validRow, ...change })).toBe(reason)
  })
})

describe('library addresses and inputs', () => {
  it('cuts the search text to 200 characters', () => {
    expect(normalizeLibraryQuery(`  ${'я'.repeat(300)}`)).toHaveLength(200)
    expect(normalizeLibraryQuery(undefined)).toBe('')
  })
  it('drops what Postgres cannot take: control characters, a NUL, an emoji cut in half', () => {
    expect(normalizeLibraryQuery('маят\u0000ник\u0001 \u007f')).toBe('маят ник')
    expect(normalizeLibraryQuery('\ud800 маятник \udfff')).toBe('маятник')
    expect(normalizeLibraryQuery(`${'я'.repeat(199)}😢`)).toBe('я'.repeat(199))
    expect(normalizeLibraryQuery('маятник 😢')).toBe('маятник 😢')
  })
  it('reads page and sort leniently', () => {
    expect([parseLibraryPage('3'), parseLibraryPage('0'), parseLibraryPage('x'), parseLibraryPage(undefined)]).toEqual([3, 1, 1, 1])
    expect([parseLibrarySort('new'), parseLibrarySort('views'), parseLibrarySort(undefined)]).toEqual(['new', 'popular', 'popular'])
  })
  it('sends «Получить полное решение» to the purchase entry of the work (a route of the table, login required)', async () => {
    const { matchRoute } = await import('../route-match')
    const href = fullSolutionHref('fiz-period-mayatnika')
    expect(href).toBe('/ecosystem/library/buy/fiz-period-mayatnika')
    expect(matchRoute(href)).toMatchObject({ route: { name: 'ecosystem-library__buy', access: 'login', build: 'ready' }, params: { workSlug: 'fiz-period-mayatnika' } })
  })
})
