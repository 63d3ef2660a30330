// The wizard's screens for the statuses without a form (orders.md §4): loading with what the server is doing, error
// with the reason and «Попробовать ещё раз», and canceled.
import { useState } from 'react'
import { loadingText, type TEssayStatus } from '../../domain/essay/statuses'
import { gql } from '../graphql/client'
import { ContinueEssayProcessingDocument } from '../graphql/generated/essays/graphql'
import { showEssayError, type TEssayOrder } from './essay-api'
import { TEXT_COPILOT_PATH } from './paths'

export function LoadingScreen({ status }: { status: TEssayStatus }) {
  return (
    <section className="essay-step essay-loading card" data-screen="loading" aria-live="polite" aria-busy="true">
      <span className="essay-spinner" aria-hidden="true" />
      <h2>{loadingText(status)}</h2>
      <p>Это займёт немного времени. Страницу можно не обновлять — мы покажем результат, как только он будет готов.</p>
    </section>
  )
}

export function ErrorScreen({ order, onOrder }: { order: TEssayOrder; onOrder: (o: TEssayOrder) => void }) {
  const [busy, setBusy] = useState(false)
  async function retry() {
    setBusy(true)
    try {
      onOrder((await gql(ContinueEssayProcessingDocument, { id: order.id })).continueAiEssayOrderProcessing)
    } catch (e) {
      showEssayError(e)
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="essay-step essay-final card" data-screen="error">
      <span className="essay-final__icon essay-final__icon--error" aria-hidden="true">!</span>
      <h2>Не получилось подготовить работу</h2>
      <p>{order.errorMessage ?? 'Что-то пошло не так. Попробуй еще раз'}</p>
      <button type="button" className="btn" onClick={() => void retry()} disabled={busy}>
        Попробовать ещё раз
      </button>
    </section>
  )
}

export function CanceledScreen() {
  return (
    <section className="essay-step essay-final card" data-screen="canceled">
      <span className="essay-final__icon essay-final__icon--error" aria-hidden="true">×</span>
      <h2>Работа отменена</h2>
      <p>Этот заказ больше не выполняется. Можно начать новую работу — это займёт пару минут.</p>
      <a className="btn" href={TEXT_COPILOT_PATH}>
        Начать новую работу
      </a>
    </section>
  )
}
