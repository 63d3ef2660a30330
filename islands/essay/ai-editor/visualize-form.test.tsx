// The Visualize form's first screen, rendered to HTML: the three kinds of the spec in order, the wish counter, and the
// named limit's Russian message with «Создать» disabled when the selection is too long; «Изменить» starts prefilled.
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { VISUAL_ITEM_LIMITS, VISUAL_ITEM_MESSAGES } from '../../../domain/essay/visual-items'
import { VisualizeForm } from './visualize-form'

const render = (selectedText: string) => renderToStaticMarkup(<VisualizeForm orderId="1" selectedText={selectedText} onInsert={() => {}} onCancel={() => {}} />)

describe('VisualizeForm', () => {
  it('offers График, Таблица, Формула with Таблица picked, an optional wish and «Создать»', () => {
    const html = render('В 2020 году выручка составила 15 млн рублей.')
    expect([...html.matchAll(/data-kind="(\w+)"/g)].map((m) => m[1])).toEqual(['graph', 'table', 'formula'])
    expect([...html.matchAll(/<span>(График|Таблица|Формула)<\/span>/g)].map((m) => m[1])).toEqual(['График', 'Таблица', 'Формула'])
    expect(html.match(/<input[^>]*checked=""[^>]*>/g)?.map((i) => /value="(\w+)"/.exec(i)?.[1])).toEqual(['table'])
    expect(html).toContain(`0/${VISUAL_ITEM_LIMITS.instructions.max}`)
    expect(html).toMatch(/<button type="submit"[^>]*data-action="create-visual"[^>]*>Создать<\/button>/)
    expect(html).not.toContain('role="alert"')
  })

  it('says the selection is too long and keeps «Создать» disabled', () => {
    const html = render('я'.repeat(VISUAL_ITEM_LIMITS.text.max + 1))
    expect(html).toContain(`<p class="field__error" role="alert">${VISUAL_ITEM_MESSAGES.textTooLong}</p>`)
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Создать<\/button>/)
  })

  it('starts «Изменить» from the item\'s kind and wish', () => {
    const html = renderToStaticMarkup(<VisualizeForm orderId="1" selectedText="Абзац." replacing={{ kind: 'formula', wish: 'E = mc^2' }} onInsert={() => {}} onCancel={() => {}} />)
    expect(html.match(/<input[^>]*checked=""[^>]*>/g)?.map((i) => /value="(\w+)"/.exec(i)?.[1])).toEqual(['formula'])
    expect(html).toMatch(/<textarea[^>]*>E = mc\^2<\/textarea>/)
    expect(html).toContain(`8/${VISUAL_ITEM_LIMITS.instructions.max}`)
  })
})
