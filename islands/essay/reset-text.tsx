// «Сбросить» in the finished-work screen: asks first (the essay-text-reset-confirm popup, reset-text-popup.tsx), then
// the reset toast offers «Вернуть» for 5 s, which puts back every section the reset changed.
import { openPopup } from '../popups/popup-store'
import type { TEssayOrder } from './essay-api'

export type ResetTextPopupProps = {
  aiEssayOrderId: string
  unifiedOrderId: string
  /** The text before the reset: a reset that changed nothing has nothing to take back. */
  finalText: TEssayOrder['finalText']
  onOrder: (order: TEssayOrder) => void
}

export function ResetTextButton({ order, onOrder }: { order: TEssayOrder; onOrder: (o: TEssayOrder) => void }) {
  const unifiedOrderId = order.unifiedOrderId
  if (!unifiedOrderId) return null
  return (
    <button type="button" className="btn btn--ghost btn--sm" data-action="reset" aria-haspopup="dialog" onClick={() => openPopup('essay-text-reset-confirm', { aiEssayOrderId: order.id, unifiedOrderId, finalText: order.finalText, onOrder })}>
      Сбросить
    </button>
  )
}
