// The task page's question header: the question once, and the photo's recognised text beside it only when it says
// something else (issue 34: a question typed from its own photo was printed twice); the matches list shows five of
// up to twenty, with «Показать ещё» while more are left (issue 34 item 2; the clicks are in tests/e2e/task-search.e2e.ts).
import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { MatchList, TaskQuestion } from './task-parts'
import type { TTaskOrderData } from './use-task-order'

const order = (query: string, recognizedText: string | null) =>
  ({ id: '1', unifiedOrderId: '2', status: 'SEARCHED', statusBySearch: 2, query, recognizedText, isGuestOrder: false, subject: { id: 11, title: 'Математика' }, matches: [] }) as unknown as TTaskOrderData

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim()

describe('TaskQuestion', () => {
  it('prints a question typed from its own photo once', () => {
    const html = renderToStaticMarkup(<TaskQuestion order={order('Решите уравнение 2x² − 7x + 3 = 0', 'Решите  уравнение\n2x² − 7x + 3 = 0.')} />)
    expect(text(html).split('Решите уравнение').length - 1).toBe(1)
    expect(html).not.toContain('С фото')
    expect(html).toContain('Фото')
  })

  it('adds the photo’s text when it says something else, and shows the photo’s text alone without a question', () => {
    const both = renderToStaticMarkup(<TaskQuestion order={order('Помогите со второй задачей', 'Задача 2. Найдите площадь круга радиуса 3 см.')} />)
    expect(text(both)).toContain('Помогите со второй задачей')
    expect(text(both)).toContain('С фото: Задача 2. Найдите площадь круга радиуса 3 см.')
    const photoOnly = renderToStaticMarkup(<TaskQuestion order={order('', 'Задача 2. Найдите площадь круга.')} />)
    expect(text(photoOnly).split('Найдите площадь круга').length - 1).toBe(1)
  })
})

const withMatches = (n: number) =>
  ({
    ...order('Решите уравнение x² − 5x + 6 = 0', null),
    matches: Array.from({ length: n }, (_, i) => ({ position: i + 1, score: 1 - i / 100, scoreLabel: `Совпадение ${100 - i} %`, snippet: `Решите ⟦уравнение⟧ ${i}`, isBought: false, libraryWork: { id: String(i + 1), slug: `work-${i + 1}`, title: `Работа ${i + 1}`, href: `/w/${i + 1}`, shortenedAnswer: '' } })),
  }) as unknown as TTaskOrderData

describe('MatchList', () => {
  const render = (n: number) => renderToStaticMarkup(<MatchList order={withMatches(n)} title={(m) => m.libraryWork.title} more={() => null} />)

  it('shows the best five of twelve, says twelve were found and offers «Показать ещё»', () => {
    const html = render(12)
    expect(html.match(/class="card ts-match"/g)).toHaveLength(5)
    expect(html).toContain('data-work="work-5"')
    expect(html).not.toContain('data-work="work-6"')
    expect(text(html)).toContain('12 работ, лучшие сверху')
    expect(html).toMatch(/<button[^>]*data-action="show-more"[^>]*>Показать ещё<\/button>/)
  })

  it('shows five or fewer whole, without the button', () => {
    for (const n of [3, 5]) {
      const html = render(n)
      expect(html.match(/class="card ts-match"/g)).toHaveLength(n)
      expect(html).not.toContain('Показать ещё')
    }
  })
})
