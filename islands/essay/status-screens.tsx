// The wizard's screens for the statuses without a form (orders.md §4): loading with what the server is doing, error
// with the reason and «Попробовать ещё раз», and canceled.
import { loadingText, type TEssayStatus } from '../../domain/essay/statuses'
import { gql } from '../graphql/client'
import { ContinueEssayProcessingDocument } from '../graphql/generated/essays/graphql'
import { showEssayError, type TEssayOrder } from './essay-api'
import { RetryScreen, WorkingScreen } from '../orders/order-screens'

export function LoadingScreen({ status }: { status: TEssayStatus }) {
  return <WorkingScreen text={loadingText(status)} />
}

export function ErrorScreen({ order, onOrder }: { order: TEssayOrder; onOrder: (o: TEssayOrder) => void }) {
  return (
    <RetryScreen
      screen="error"
      title="Не получилось подготовить работу"
      reason={order.errorMessage}
      label="Попробовать ещё раз"
      retry={async () => onOrder((await gql(ContinueEssayProcessingDocument, { id: order.id })).continueAiEssayOrderProcessing)}
      onError={showEssayError}
    />
  )
}
