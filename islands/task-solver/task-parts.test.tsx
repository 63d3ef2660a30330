// The task page's question header: the question once, and the photo's recognised text beside it only when it says
// something else (issue 34: a question typed from its own photo was printed twice).
import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { TaskQuestion } from './task-parts'
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
