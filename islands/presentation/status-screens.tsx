// The screens of the statuses without a form (orders.md §4): the loader with the status's text and failed.
import type { TPresentationOrderStatusName } from '../../domain/presentation/statuses'
import { gql } from '../graphql/client'
import { ContinuePresentationDocument } from '../graphql/generated/presentations/graphql'
import { showPresentationError, type TPresentationOrder } from './presentation-api'
import { RetryScreen, WorkingScreen } from '../orders/order-screens'

export function loaderText(status: TPresentationOrderStatusName): string {
  if (status === 'OUTLINE_GENERATING_GUEST' || status === 'OUTLINE_GENERATING_AUTH') return 'Составляем структуру презентации'
  if (status === 'FINAL_GENERATION') return 'Делаем слайды'
  return 'Готовим основу презентации'
}

export function Loader({ text }: { text: string }) {
  return <WorkingScreen text={text} screen="loader" />
}

export function FailedScreen({ order, onOrder }: { order: TPresentationOrder; onOrder: (o: TPresentationOrder) => void }) {
  return (
    <RetryScreen
      screen="failed"
      title="Не получилось сделать презентацию"
      reason={order.errorDescription}
      label="Попробовать снова"
      busyLabel="Запускаем…"
      retry={async () => onOrder((await gql(ContinuePresentationDocument, { orderId: order.id })).continueAiPresentationOrderProcessing)}
      onError={showPresentationError}
    />
  )
}
