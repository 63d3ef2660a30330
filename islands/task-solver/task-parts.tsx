// Pieces both task pages show: the question, the searching state, the empty result, the list of matches and what the
// order page shell shows before the order (loading, not found, removed, failed).
import { useState, type ReactNode } from 'react'
import { MatchSnippet } from '../answer/library-matches'
import type { TOrderPageShellProps } from '../orders/order-page-shell'
import { TASK_MATCHES_PAGE } from '../../domain/task/order-statuses'
import { TASK_CALL_FAILED } from '../../domain/task/task-failure'
import { plural } from '../../domain/text/plural'
import type { TTaskOrderData, TTaskOrderState } from './use-task-order'

/** The same words, whatever the spacing, case and ё. */
const sameText = (a: string, b: string) => {
  const norm = (s: string) => s.toLowerCase().replace(/ё/g, 'е').replace(/[\s\p{P}]+/gu, ' ').trim()
  return norm(a) === norm(b)
}

export function TaskQuestion({ order, children }: { order: TTaskOrderData; children?: ReactNode }) {
  const text = order.query || order.recognizedText || ''
  // A question typed from its own photo (the recognised text put into the field) is shown once (issue 34).
  const photoText = order.query && order.recognizedText && !sameText(order.query, order.recognizedText) ? order.recognizedText : null
  return (
    <header className="card ts-question">
      <p className="ts-meta">
        <span className="badge badge--primary">{order.subject.title}</span>
        {order.recognizedText && <span className="badge">Фото</span>}
      </p>
      <h1 className="ts-question__text">{text}</h1>
      {photoText && <p className="ts-muted ts-question__photo">С фото: {photoText}</p>}
      {children}
    </header>
  )
}

export function Searching() {
  return (
    <section className="card ts-searching" data-state="searching" aria-busy="true" aria-live="polite">
      <span className="ts-spinner" aria-hidden="true" />
      <p>Ищем похожие решения…</p>
    </section>
  )
}

function NothingFound() {
  return (
    <section className="card ts-empty" data-state="empty">
      <p>К сожалению, ничего не найдено 😢</p>
    </section>
  )
}

const DELETED = { title: 'Задание удалено', text: 'Этого задания больше нет. Задай вопрос заново — мы поищем решение.' }

/** The order page shell's part of a task page: its state, and its words (a deleted task is missing, in words of its own). */
export function taskShell(state: TTaskOrderState, missingText: string): Pick<TOrderPageShellProps<TTaskOrderData>, 'status' | 'order' | 'texts' | 'missingState'> {
  const deleted = state.status === 'deleted'
  return {
    status: deleted ? 'missing' : state.status,
    order: state.status === 'ready' ? state.order : null,
    texts: {
      loading: 'Загружаем задание…',
      missing: deleted ? DELETED : { title: 'Задание не найдено', text: missingText },
      failed: { text: TASK_CALL_FAILED },
      away: { href: '/ecosystem/task-solver', label: 'Задать новый вопрос' },
    },
    missingState: deleted ? 'deleted' : 'missing',
  }
}

type TMatch = TTaskOrderData['matches'][number]

/** The library's matches with their scores and snippets; each page words a match's title and what follows its snippet
 * (the client: a link and «Получить полное решение»; a guest: the short answer and sign-in). The first
 * TASK_MATCHES_PAGE are shown, and as many more on each «Показать ещё» until none are left. */
export function MatchList({ order, title, more }: { order: TTaskOrderData; title: (m: TMatch) => ReactNode; more: (m: TMatch) => ReactNode }) {
  const [shown, setShown] = useState(TASK_MATCHES_PAGE)
  if (order.matches.length === 0) return <NothingFound />
  return (
    <section className="ts-matches" aria-labelledby="ts-matches-title" data-state="matches">
      <div className="ts-matches__head">
        <h2 id="ts-matches-title">Похожие решения из библиотеки</h2>
        <span className="ts-count" data-count={order.matches.length}>
          {order.matches.length} {plural(order.matches.length, ['работа', 'работы', 'работ'])}, лучшие сверху
        </span>
      </div>
      <ol className="ts-list">
        {order.matches.slice(0, shown).map((m) => (
          <li key={m.position} className="card ts-match" data-work={m.libraryWork.slug}>
            <div className="ts-match__head">
              <h3>{title(m)}</h3>
              <span className="badge badge--success ts-score">{m.scoreLabel}</span>
            </div>
            <MatchSnippet className="ts-snippet" text={m.snippet} />
            {more(m)}
          </li>
        ))}
      </ol>
      {order.matches.length > shown && (
        <button type="button" className="btn btn--ghost btn--block ts-more" data-action="show-more" onClick={() => setShown(shown + TASK_MATCHES_PAGE)}>
          Показать ещё
        </button>
      )}
    </section>
  )
}
