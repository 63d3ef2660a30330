// /admin/feedback: «Отзывы» (the feedback form and the survey) and «Оценки» (orders' stage ratings, training tasks
// and answers), each a server-paged table with a bad-rating filter. The open tab is kept in the address's #hash (the
// tables keep their own query in its search part).
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { RATING_KINDS, type TAdminFeedback, type TAdminRating } from '../../../domain/admin/feedback'
import { gatedPage } from '../admin-gate'
import { DataTable, filterOptions, timeColumn, type TColumn } from '../data-table'

const TABS = [
  { key: 'feedback', title: 'Отзывы' },
  { key: 'ratings', title: 'Оценки' },
] as const
type TTab = (typeof TABS)[number]['key']

const stars = (n: number) => `${'★'.repeat(n)}${'☆'.repeat(5 - n)}`
const score = (r: TAdminRating) => (r.score === 'up' ? '👍 нравится' : r.score === 'down' ? '👎 не нравится' : stars(r.score))

const FEEDBACK_COLUMNS: TColumn<TAdminFeedback>[] = [
  timeColumn('createdAt', 'Когда', (r) => r.createdAt),
  {
    key: 'rating',
    title: 'Оценка',
    sortable: true,
    render: (r) => (r.rating === null ? '—' : <span className={r.rating <= 2 ? 'admin-feedback__bad' : undefined} aria-label={`${r.rating} из 5`}>{stars(r.rating)}</span>),
  },
  { key: 'text', title: 'Отзыв', className: 'admin-feedback__text', render: (r) => r.text },
  { key: 'author', title: 'Автор', render: (r) => (r.guest ? 'гость' : r.userId) },
  { key: 'page', title: 'Страница', className: 'admin-feedback__page', render: (r) => r.pageUrl ?? '—' },
  { key: 'source', title: 'Откуда', render: (r) => (r.source === 'survio' ? 'опрос' : 'форма') },
]

const RATING_COLUMNS: TColumn<TAdminRating>[] = [
  timeColumn('ratedAt', 'Когда', (r) => r.ratedAt),
  { key: 'score', title: 'Оценка', sortable: true, render: (r) => <span className={r.bad ? 'admin-feedback__bad' : undefined}>{score(r)}</span> },
  { key: 'kind', title: 'Что оценили', render: (r) => RATING_KINDS[r.kind] },
  { key: 'subject', title: 'Предмет оценки', className: 'admin-feedback__text', render: (r) => r.subject },
  { key: 'comment', title: 'Комментарий', className: 'admin-feedback__text', render: (r) => r.comment ?? '—' },
  { key: 'order', title: 'Заказ', render: (r) => r.orderId ?? '—' },
]

function FeedbackPanel() {
  const [tab, setTab] = useState<TTab | null>(null)
  const refs = useRef<Record<string, HTMLButtonElement | null>>({})

  useEffect(() => setTab(location.hash === '#ratings' ? 'ratings' : 'feedback'), [])

  function choose(next: TTab, focus = false) {
    if (next === tab) return
    // The other table's filters mean nothing here.
    history.replaceState(history.state, '', `${location.pathname}#${next}`)
    setTab(next)
    if (focus) refs.current[next]?.focus()
  }

  function keys(e: KeyboardEvent) {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return
    e.preventDefault()
    choose(tab === 'feedback' ? 'ratings' : 'feedback', true)
  }

  return (
    <>
      <h1>Отзывы и оценки</h1>
      <p className="admin__lead">Что пишут в форме отзыва и в опросе, и как клиенты оценивают заказы и тренажёр. «Плохие» — 1–2 звезды или «не нравится».</p>
      <div className="admin-tabs" role="tablist" aria-label="Отзывы и оценки" onKeyDown={keys}>
        {TABS.map((t) => (
          <button
            key={t.key}
            ref={(el) => {
              refs.current[t.key] = el
            }}
            id={`tab-${t.key}`}
            type="button"
            role="tab"
            aria-selected={tab === t.key}
            aria-controls={`panel-${t.key}`}
            tabIndex={tab === t.key ? 0 : -1}
            className="admin-tabs__tab"
            onClick={() => choose(t.key)}
          >
            {t.title}
          </button>
        ))}
      </div>
      {tab === 'feedback' && (
        <div role="tabpanel" id="panel-feedback" aria-labelledby="tab-feedback">
          <DataTable<TAdminFeedback>
            endpoint="/api/admin/feedback"
            caption="Отзывы"
            searchLabel="Текст отзыва или страница"
            columns={FEEDBACK_COLUMNS}
            filters={[
              { name: 'rating', label: 'Оценка', options: [{ value: 'bad', label: 'Плохие (1–2)' }, { value: 'none', label: 'Без оценки' }, ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} из 5` }))] },
              { name: 'source', label: 'Откуда', options: [{ value: 'form', label: 'Форма' }, { value: 'survio', label: 'Опрос' }] },
            ]}
            empty="Отзывов нет"
          />
        </div>
      )}
      {tab === 'ratings' && (
        <div role="tabpanel" id="panel-ratings" aria-labelledby="tab-ratings">
          <DataTable<TAdminRating>
            endpoint="/api/admin/feedback/ratings"
            caption="Оценки"
            searchLabel="Предмет, комментарий или номер заказа"
            columns={RATING_COLUMNS}
            rowKey={(r) => r.key}
            filters={[
              { name: 'bad', label: 'Оценка', options: [{ value: '1', label: 'Только плохие' }] },
              { name: 'kind', label: 'Что оценили', options: filterOptions(RATING_KINDS) },
            ]}
            empty="Оценок нет"
          />
        </div>
      )}
    </>
  )
}

export default gatedPage('feedback', 'Отзывы и оценки', FeedbackPanel)
