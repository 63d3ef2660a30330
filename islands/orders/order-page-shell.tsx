// One shell for every order page's island (essay, referat, presentation, AI answers, exam, library, task, training):
// while the order loads, when it is not found and when it could not be loaded, every product shows the same screens,
// in its own words (texts it passes); the product's own screens render only for the loaded order.
import type { ReactNode } from 'react'
import { GENERIC_ERROR } from '../../domain/errors'
import { MY_ORDERS_ITEM } from '../../domain/navigation'
import type { TOrderLoadStatus } from '../realtime/use-live-order'
import './order-page-shell.css'

export type TOrderPageTexts = {
  /** Under the spinner while the order loads; none: the spinner alone. */
  loading?: string
  missing: { title?: string; text: string }
  failed: { title?: string; text: string }
  /** The way out of a missing order, and of a failed load the page cannot retry itself. */
  away: { href: string; label: string }
}

/** An order page reached from «Мои задания» (AI answers, exam, library): a missing order leads back there. */
export const myOrderTexts = (loading: string, missingText: string): TOrderPageTexts => ({
  loading,
  missing: { title: 'Заказ не найден', text: missingText },
  failed: { text: GENERIC_ERROR },
  away: MY_ORDERS_ITEM,
})

export type TOrderPageShellProps<T> = {
  /** orderLoadStatus(live), or the product's own reading of its answer. */
  status: TOrderLoadStatus
  order: T | null | undefined
  texts: TOrderPageTexts
  /** The product page's wrapper classes: its layout, and what its tests find the page by. */
  className?: string
  /** The note's heading: h1 where it is the page's only heading, h2 in a wizard. */
  heading?: 'h1' | 'h2'
  /** With it a failed load offers «Повторить»; without it, the way out. */
  onRetry?: () => void
  /** data-state of a missing order, where the product tells kinds of missing apart (a deleted task). */
  missingState?: string
  children: (order: T) => ReactNode
}

export function OrderPageShell<T>({ status, order, texts, className, heading = 'h1', onRetry, missingState = 'missing', children }: TOrderPageShellProps<T>) {
  if (status === 'ready' && order) return children(order)
  const state = status === 'ready' || status === 'loading' ? 'loading' : status === 'missing' ? missingState : 'failed'
  const wrapper = className ? `order-page ${className}` : 'order-page'
  if (state === 'loading')
    return (
      <div className={wrapper} data-state="loading" aria-busy="true">
        <section className="card order-page__note" data-screen="loading" aria-live="polite">
          <span className="order-page__spinner" aria-hidden="true" />
          {texts.loading && <p>{texts.loading}</p>}
        </section>
      </div>
    )
  const Heading = heading
  const failed = status === 'failed'
  const note = failed ? texts.failed : texts.missing
  return (
    <div className={wrapper} data-state={state}>
      <section className="card order-page__note" data-screen={state} role={failed ? 'alert' : undefined}>
        {note.title && <Heading>{note.title}</Heading>}
        <p>{note.text}</p>
        {failed && onRetry ? (
          <button type="button" className="btn" data-action="retry-load" onClick={onRetry}>
            Повторить
          </button>
        ) : (
          <a className="btn" href={texts.away.href}>
            {texts.away.label}
          </a>
        )}
      </section>
    </div>
  )
}
