// The screens of the statuses without a form (orders.md §4): the loader with the status's text, canceled and failed.
import { useState } from 'react'
import { PRESENTATION_MESSAGES } from '../../domain/presentation/input'
import type { TPresentationOrderStatusName } from '../../domain/presentation/statuses'
import { gql } from '../graphql/client'
import { ContinuePresentationDocument } from '../graphql/generated/presentations/graphql'
import { showPresentationError, START_PATH, type TPresentationOrder } from './presentation-api'

export function loaderText(status: TPresentationOrderStatusName): string {
  if (status === 'OUTLINE_GENERATING_GUEST' || status === 'OUTLINE_GENERATING_AUTH') return 'Составляем структуру презентации'
  if (status === 'FINAL_GENERATION') return 'Делаем слайды'
  return 'Готовим основу презентации'
}

export function Loader({ text }: { text: string }) {
  return (
    <section className="essay-step essay-loading card" data-screen="loader" aria-live="polite" aria-busy="true">
      <span className="essay-spinner" aria-hidden="true" />
      <h2>{text}</h2>
      <p>Это займёт немного времени. Страницу можно не обновлять — мы покажем результат, как только он будет готов.</p>
    </section>
  )
}

export function CanceledScreen() {
  return (
    <section className="essay-step essay-final card" data-screen="canceled">
      <h2>{PRESENTATION_MESSAGES.canceled}</h2>
      <p>Можно начать новую презентацию — тему и слайды выберешь заново.</p>
      <a className="btn" href={START_PATH}>
        Создать презентацию
      </a>
    </section>
  )
}

export function FailedScreen({ order, onOrder }: { order: TPresentationOrder; onOrder: (o: TPresentationOrder) => void }) {
  const [busy, setBusy] = useState(false)
  async function retry() {
    setBusy(true)
    try {
      onOrder((await gql(ContinuePresentationDocument, { orderId: order.id })).continueAiPresentationOrderProcessing)
    } catch (e) {
      showPresentationError(e)
      setBusy(false)
    }
  }
  return (
    <section className="essay-step essay-final card" data-screen="failed">
      <span className="essay-final__icon essay-final__icon--error" aria-hidden="true">
        !
      </span>
      <h2>Не получилось сделать презентацию</h2>
      <p role="alert">{order.errorDescription ?? 'Что-то пошло не так. Попробуй еще раз'}</p>
      <button type="button" className="btn" data-action="retry" onClick={() => void retry()} disabled={busy}>
        {busy ? 'Запускаем…' : 'Попробовать снова'}
      </button>
    </section>
  )
}
