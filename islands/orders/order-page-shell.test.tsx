// The order page shell on the server: the product's screens only for a loaded order; loading, not found and failed in
// one markup with the product's words, «Повторить» only where the page can read the order again.
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { myOrderTexts, OrderPageShell, type TOrderPageShellProps } from './order-page-shell'

const TEXTS = {
  loading: 'Загружаем заказ…',
  missing: { title: 'Работа не найдена', text: 'Начни новую.' },
  failed: { title: 'Не получилось загрузить работу', text: 'Обнови страницу.' },
  away: { href: '/ecosystem/text-copilot', label: 'Начать новую работу' },
}

const shell = (props: Partial<TOrderPageShellProps<{ topic: string }>>) =>
  renderToString(
    <OrderPageShell status="loading" order={undefined} texts={TEXTS} className="essay-wizard" heading="h2" {...props}>
      {(order) => <h1 data-ready>{order.topic}</h1>}
    </OrderPageShell>,
  )

describe('OrderPageShell', () => {
  it('renders the product only for a loaded order', () => {
    expect(shell({ status: 'ready', order: { topic: 'Пушкин' } })).toBe('<h1 data-ready="true">Пушкин</h1>')
  })

  it('shows loading busy, in the product wrapper, with its words', () => {
    const html = shell({ status: 'loading' })
    expect(html).toMatch(/^<div class="order-page essay-wizard" data-state="loading" aria-busy="true">/)
    expect(html).toContain('<p>Загружаем заказ…</p>')
    expect(html).not.toContain('data-ready')
  })

  it('says a missing order is not found and leads away', () => {
    const html = shell({ status: 'missing', order: null })
    expect(html).toContain('data-state="missing"')
    expect(html).toContain('<h2>Работа не найдена</h2><p>Начни новую.</p><a class="btn" href="/ecosystem/text-copilot">Начать новую работу</a>')
    expect(shell({ status: 'missing', missingState: 'deleted' })).toContain('data-state="deleted"')
  })

  it('says a failed load failed: «Повторить» with a retry, the way out without one', () => {
    const away = shell({ status: 'failed' })
    expect(away).toContain('data-state="failed"')
    expect(away).toContain('role="alert"')
    expect(away).toContain('<h2>Не получилось загрузить работу</h2><p>Обнови страницу.</p><a class="btn"')
    const retry = shell({ status: 'failed', onRetry: () => undefined, heading: 'h1' })
    expect(retry).toContain('<h1>Не получилось загрузить работу</h1>')
    expect(retry).toContain('>Повторить</button>')
    expect(retry).not.toContain('<a class="btn"')
  })

  it('words an order of «Мои задания» alike for every product', () => {
    expect(myOrderTexts('Загружаем ответ…', 'Возможно, он создан в другом аккаунте.')).toEqual({
      loading: 'Загружаем ответ…',
      missing: { title: 'Заказ не найден', text: 'Возможно, он создан в другом аккаунте.' },
      failed: { text: 'Что-то пошло не так, попробуй позже' },
      away: expect.objectContaining({ href: '/ecosystem/my-orders', label: 'Мои задания' }),
    })
  })
})
