// Reference selection (status 5, orders.md §2/§5): the found sources with their GOST lines, 20 shown at once, at most 30
// chosen; «Утвердить источники» approves them in the chosen order, which pays for the work and starts the text. The
// step says when the search found fewer relevant sources than a page (or no others), and the student adds their own:
// with a file, or by DOI, ISBN or link in the connected mode.
import { useEffect, useState } from 'react'
import { ESSAY_LIMITS } from '../../domain/essay/requirements'
import { ESSAY_STATUS } from '../../domain/essay/statuses'
import { referenceSearchNote } from '../../domain/sources/search-note'
import { gql } from '../graphql/client'
import { EssayOrderDocument, SearchEssayReferencesDocument } from '../graphql/generated/essays/graphql'
import { EssayReferenceSearchDocument, RemoveEssaySourceDocument, type EssayReferenceSearchQuery } from '../graphql/generated/essay-sources/graphql'
import { toast } from '../toasts/toast-store'
import { ESSAY_ERROR_TOAST_ID, showEssayError, type TEssayOrder } from './essay-api'
import { useStepDirty } from './step-nav'
import { OwnSourceForm } from './references-own-source'
import { IdentifierSourceForm } from './references-identifier'
import { OrderPrice } from '../money/order-price'
import './references.css'

type TSearchInfo = NonNullable<EssayReferenceSearchQuery['getAiEssayOrderById']>

const REFERENCES_LIMIT_TEXT = 'Достигнут лимит по количеству источников'
const CHOOSE_REFERENCES_TEXT = 'Выбери хотя бы один источник'
const EMPTY_SEARCH = 'К сожалению, ничего не найдено 😢'

function initialChoice(order: TEssayOrder): string[] {
  const approved = order.references.filter((r) => r.status === 'approved').map((r) => r.id)
  if (approved.length) return approved
  return order.references.slice(0, 10).map((r) => r.id)
}

type Props = {
  order: TEssayOrder
  busy: boolean
  onOrder: (o: TEssayOrder) => void
  onApprove: (ids: string[]) => void
  /** The work's price while it is unpaid: approving the sources pays it from the balance, so the step says so first. */
  unpaidPrice: { price: number; demo: boolean } | null
}

export function ReferencesStep({ order, busy, onOrder, onApprove, unpaidPrice }: Props) {
  const [chosen, setChosen] = useState<string[]>(() => initialChoice(order))
  const [shown, setShown] = useState<number>(ESSAY_LIMITS.references.shown)
  const [searching, setSearching] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const [info, setInfo] = useState<TSearchInfo | null>(null)
  const [adding, setAdding] = useState(false)
  const refs = order.references
  useStepDirty(chosen.join() !== initialChoice(order).join())
  const own = refs.filter((r) => r.status === 'uploaded').length
  const note = referenceSearchNote(info?.referenceSearch)

  useEffect(() => {
    let live = true
    gql(EssayReferenceSearchDocument, { id: order.id })
      .then((d) => live && setInfo(d.getAiEssayOrderById ?? null))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [order.id])

  // searchRefs (orders.md §2 query parameters): the address asks for a new search of sources once; the flag leaves the
  // address so a reload does not search again.
  useEffect(() => {
    const url = new URL(location.href)
    if (!url.searchParams.has('searchRefs')) return
    url.searchParams.delete('searchRefs')
    history.replaceState(history.state, '', url.pathname + url.search + url.hash)
    void searchAgain()
  }, [])

  /** A source was added (or taken out): the order is read again, and an added one is chosen. */
  async function reload(added?: string) {
    if (!order.unifiedOrderId) return
    const fresh = (await gql(EssayOrderDocument, { unifiedOrderId: order.unifiedOrderId })).getAiEssayOrderById
    if (fresh) onOrder(fresh)
    if (added) setChosen((c) => (c.includes(added) || c.length >= ESSAY_LIMITS.references.max ? c : [added, ...c]))
  }

  async function remove(id: string) {
    try {
      await gql(RemoveEssaySourceDocument, { id: order.id, referenceId: id })
      setChosen((c) => c.filter((x) => x !== id))
      await reload()
    } catch (e) {
      showEssayError(e)
    }
  }

  function toggle(id: string) {
    if (chosen.includes(id)) return setChosen(chosen.filter((c) => c !== id))
    if (chosen.length >= ESSAY_LIMITS.references.max) return void toast.alert(REFERENCES_LIMIT_TEXT, { id: ESSAY_ERROR_TOAST_ID })
    setChosen([...chosen, id])
  }

  async function searchAgain() {
    setSearching(true)
    try {
      onOrder((await gql(SearchEssayReferencesDocument, { id: order.id })).searchAiEssayOrderReferences)
    } catch (e) {
      showEssayError(e)
      setSearching(false)
    }
  }

  function approve() {
    setSubmitted(true)
    if (!chosen.length) return
    // The server puts the chosen ones in the GOST order (alphabetical, Cyrillic first).
    onApprove(refs.filter((r) => chosen.includes(r.id)).map((r) => r.id))
  }

  return (
    <section className="essay-step card" data-screen="references">
      <h2>Источники</h2>
      <p className="essay-step__lead">
        Мы нашли источники по теме. Отметь те, на которые работа будет ссылаться: текст процитирует только их, список литературы оформим по ГОСТ Р 7.0.100-2018.
      </p>
      {note && (
        <p className="essay-refs__note" data-note={info?.referenceSearch?.exhausted ? 'exhausted' : 'few'} role="status">
          {note}
        </p>
      )}
      <p className="essay-refs__count" data-chosen={chosen.length}>
        Выбрано {chosen.length} из {refs.length} (не больше {ESSAY_LIMITS.references.max})
      </p>
      {refs.length === 0 ? (
        <p className="empty-state__text">{EMPTY_SEARCH}</p>
      ) : (
        <ul className="essay-refs">
          {refs.slice(0, shown).map((r, i) => {
            const checked = chosen.includes(r.id)
            return (
              <li key={r.id}>
                <label className="essay-ref" data-checked={checked} data-reference-id={r.id}>
                  <input type="checkbox" checked={checked} onChange={() => toggle(r.id)} />
                  <span className="essay-ref__body">
                    <span className="essay-ref__title">
                      {i + 1}. {r.referenceData.title}
                      {r.status === 'uploaded' && <span className="essay-ref__own"> · твой источник</span>}
                    </span>
                    <span className="essay-ref__gost">{r.referenceData.formatted ?? [r.referenceData.author, r.referenceData.year].filter(Boolean).join(', ')}</span>
                  </span>
                </label>
                {r.status === 'uploaded' && (
                  <button type="button" className="btn btn--ghost essay-ref__remove" onClick={() => void remove(r.id)} aria-label={`Убрать источник «${r.referenceData.title}»`}>
                    Убрать
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      )}
      {refs.length > shown && (
        <button type="button" className="btn btn--ghost btn--block" onClick={() => setShown(shown + ESSAY_LIMITS.references.shown)}>
          Показать ещё
        </button>
      )}
      <button type="button" className="btn btn--ghost btn--block" aria-expanded={adding} data-action="add-own-source" onClick={() => setAdding(!adding)}>
        {adding ? 'Скрыть добавление источника' : 'Добавить свой источник'}
      </button>
      {adding && (
        <div className="essay-own-sources">
          <OwnSourceForm orderId={order.id} limitReached={own >= ESSAY_LIMITS.references.max} onAdded={reload} />
          <IdentifierSourceForm orderId={order.id} available={info?.canAddReferenceByIdentifier ?? false} limitReached={own >= ESSAY_LIMITS.references.max} onAdded={reload} />
        </div>
      )}
      {submitted && !chosen.length && (
        <p className="field__error" role="alert">
          {CHOOSE_REFERENCES_TEXT}
        </p>
      )}
      {unpaidPrice && (
        <p className="essay-refs__price" data-approve-pays>
          Утвердив источники, ты оплатишь работу с баланса: <OrderPrice price={unpaidPrice.price} demo={unpaidPrice.demo} />
        </p>
      )}
      <div className="essay-actions">
        {/* A finished work changes its choice among the sources it has and the ones the student adds; a new search
            would send it back through the search states. */}
        {order.status !== ESSAY_STATUS.completed && (
          <button type="button" className="btn btn--secondary" onClick={() => void searchAgain()} disabled={busy || searching}>
            {searching ? 'Ищем…' : 'Найти другие источники'}
          </button>
        )}
        <button type="button" className="btn" onClick={approve} disabled={busy || searching}>
          {busy ? 'Утверждаем…' : 'Утвердить источники'}
        </button>
      </div>
    </section>
  )
}
