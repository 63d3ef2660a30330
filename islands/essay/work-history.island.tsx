// «История работы» (route ecosystem-text-copilot__history): the versions of every section of the caller's work, newest
// first — by default the student's own changes, the authorship trail to show a teacher — with section, kind, time and
// words added/removed; «Показать ещё» pages on, «Распечатать» loads the rest and prints (print styles in the CSS).
import { useCallback, useEffect, useState } from 'react'
import { TEXT_HISTORY_LIMITS } from '../../domain/essay/text-history'
import { ApiError } from '../graphql/api-error'
import { gql } from '../graphql/client'
import { EssayWorkHistoryDocument, type EssayWorkHistoryQuery } from '../graphql/generated/essay-history/graphql'
import { showEssayError, type TEssayOrder } from './essay-api'
import { orderPath } from './paths'
import { reloadEssayOrder, versionKindLabel, versionTime, wordDelta } from './section-history'
import '../orders/wizard.css'
import './section-history.css'

export type WorkHistoryProps = { unifiedOrderId: string }

type TPage = EssayWorkHistoryQuery['aiEssayOrderWorkHistory']
type TVersion = TPage['versions'][number]

type TState = { status: 'loading' | 'missing' | 'failed' } | { status: 'ready'; order: TEssayOrder }

export default function WorkHistory({ unifiedOrderId }: WorkHistoryProps) {
  const [state, setState] = useState<TState>({ status: 'loading' })
  const [onlyOwn, setOnlyOwn] = useState(true)
  const [versions, setVersions] = useState<TVersion[] | null>(null)
  const [page, setPage] = useState<TPage | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    reloadEssayOrder(unifiedOrderId).then(
      (order) => setState(order ? { status: 'ready', order } : { status: 'missing' }),
      (e) => setState({ status: e instanceof ApiError && (e.code === 'BAD_REQUEST' || e.code === 'NOT_FOUND') ? 'missing' : 'failed' }),
    )
  }, [unifiedOrderId])

  const orderId = state.status === 'ready' ? state.order.id : null

  const load = useCallback(
    async (after: string | null, first: number = TEXT_HISTORY_LIMITS.workHistoryPage.default) => {
      if (!orderId) return null
      return (await gql(EssayWorkHistoryDocument, { id: orderId, first, after, onlyOwn })).aiEssayOrderWorkHistory
    },
    [orderId, onlyOwn],
  )

  useEffect(() => {
    let alive = true
    setVersions(null)
    load(null).then(
      (p) => {
        if (!alive || !p) return
        setPage(p)
        setVersions(p.versions)
      },
      (e) => alive && showEssayError(e),
    )
    return () => {
      alive = false
    }
  }, [load])

  /** Loads the next page, or every page left (for printing); resolves when done. */
  async function more(all: boolean) {
    if (!versions || !page) return
    setBusy(true)
    try {
      let list = versions
      let p: TPage | null = page
      do {
        p = await load(list.at(-1)?.id ?? null, TEXT_HISTORY_LIMITS.workHistoryPage.max)
        if (!p) break
        list = [...list, ...p.versions]
      } while (all && p.hasMore)
      setVersions(list)
      if (p) setPage(p)
    } catch (e) {
      showEssayError(e)
    } finally {
      setBusy(false)
    }
  }

  async function print() {
    if (page?.hasMore) await more(true)
    // Let React paint the loaded versions before the print dialog freezes the page.
    requestAnimationFrame(() => window.print())
  }

  if (state.status !== 'ready') {
    return (
      <section className="work-history card essay-step" data-screen={state.status}>
        {state.status === 'loading' ? (
          <p className="text-history__muted">Загружаем историю…</p>
        ) : (
          <>
            <h1>{state.status === 'missing' ? 'Работа не найдена' : 'Не получилось загрузить работу'}</h1>
            <p>{state.status === 'missing' ? 'Историю работы видит только её автор. Войди в тот аккаунт, в котором создавал работу.' : 'Проверь подключение и обнови страницу.'}</p>
          </>
        )}
      </section>
    )
  }

  const totals = page?.totals
  return (
    <section className="work-history card essay-step" data-screen="work-history">
      <div className="work-history__head">
        <a className="work-history__back" href={orderPath(unifiedOrderId)}>
          ← К работе
        </a>
        <h1>История работы</h1>
        <p className="work-history__topic">{state.order.topic}</p>
        <p>Все изменения текста по разделам: кто, что и когда поменял. Её можно распечатать и показать преподавателю.</p>
        {totals && (
          <ul className="work-history__totals" aria-label="Итого">
            <li data-total="own">Твоих правок: {totals.own}</li>
            <li data-total="ai">Изменений ИИ-редактора: {totals.aiEditor}</li>
            <li data-total="generated">Сгенерированных разделов: {totals.generated}</li>
          </ul>
        )}
      </div>
      <div className="work-history__tools">
        <label className="work-history__filter">
          <input type="checkbox" checked={onlyOwn} onChange={(e) => setOnlyOwn(e.target.checked)} />
          Только мои правки
        </label>
        <button type="button" className="btn btn--secondary btn--sm" data-action="print" onClick={() => void print()} disabled={busy || !versions}>
          Распечатать
        </button>
      </div>
      {!versions && <p className="text-history__muted">Загружаем историю…</p>}
      {versions?.length === 0 && <p className="text-history__muted">{onlyOwn ? 'Ты пока не менял текст работы.' : 'Изменений пока нет.'}</p>}
      {versions && versions.length > 0 && (
        <ol className="text-history__list" aria-label="Изменения работы">
          {versions.map((v) => {
            const delta = wordDelta(v)
            return (
              <li key={v.id} className="text-history__item" data-version={v.id} data-kind={v.kind}>
                <div className="text-history__meta">
                  <span className="text-history__section">{v.sectionTitle ?? 'Раздел из прежней версии работы'}</span>
                  <span className="text-history__kind">{versionKindLabel(v)}</span>
                  <span className="text-history__author" data-author={v.author}>
                    {v.author}
                  </span>
                  <time dateTime={v.createdAt}>{versionTime(v.createdAt)}</time>
                  {delta && <span className="text-history__delta">{delta}</span>}
                </div>
                <p className="text-history__preview">{v.preview}</p>
              </li>
            )
          })}
        </ol>
      )}
      {page?.hasMore && (
        <button type="button" className="btn btn--ghost btn--sm work-history__more" onClick={() => void more(false)} disabled={busy}>
          {busy ? 'Загружаем…' : 'Показать ещё'}
        </button>
      )}
    </section>
  )
}
