// Pieces both task pages show: the question, the searching state, the empty result, a match's snippet and the
// removed-order note.
import { Fragment, type ReactNode } from 'react'
import type { TTaskOrderData } from './use-task-order'

/** The snippet's matched words (between ⟦ and ⟧, see edge/task/rank-library-matches.ts) as <mark>. */
export function Snippet({ text }: { text: string }) {
  const parts = text.split(/⟦|⟧/)
  return (
    <p className="ts-snippet">
      {parts.map((p, i) => (i % 2 === 1 ? <mark key={i}>{p}</mark> : <Fragment key={i}>{p}</Fragment>))}
    </p>
  )
}

export function TaskQuestion({ order, children }: { order: TTaskOrderData; children?: ReactNode }) {
  const text = order.query || order.recognizedText || ''
  return (
    <header className="card ts-question">
      <p className="ts-meta">
        <span className="badge badge--primary">{order.subject.title}</span>
        {order.recognizedText && <span className="badge">Фото</span>}
      </p>
      <h1 className="ts-question__text">{text}</h1>
      {order.query && order.recognizedText && <p className="ts-muted ts-question__photo">С фото: {order.recognizedText}</p>}
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

export function NothingFound() {
  return (
    <section className="card ts-empty" data-state="empty">
      <p>К сожалению, ничего не найдено 😢</p>
    </section>
  )
}

export function TaskNote({ state, title, text }: { state: string; title: string; text: string }) {
  return (
    <section className="card ts-note" data-state={state}>
      <h1>{title}</h1>
      <p>{text}</p>
      <a className="btn" href="/ecosystem/task-solver">
        Задать новый вопрос
      </a>
    </section>
  )
}
