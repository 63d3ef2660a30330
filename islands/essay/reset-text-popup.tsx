// Body of the «Сбросить правки?» popup: the reset itself, then the «Вернули исходный текст работы» toast with «Вернуть»
// (5 s, the undo toast of orders.md §9) that takes the reset back (undoAiEssayOrderFinalTextReset).
import { useState } from 'react'
import { ESSAY_MESSAGES } from '../../domain/essay/requirements'
import { TEXT_HISTORY_MESSAGES } from '../../domain/essay/text-history'
import { gql } from '../graphql/client'
import { ResetEssayTextDocument } from '../graphql/generated/essays/graphql'
import { UndoEssayTextResetDocument } from '../graphql/generated/essay-history/graphql'
import type { PopupBodyProps } from '../popups/popup-props'
import { toast } from '../toasts/toast-store'
import { showEssayError } from './essay-api'
import { reloadEssayOrder } from './section-history'
import './section-history.css'

const textsOf = (o: { finalText: { text: string }[] | null }) => JSON.stringify((o.finalText ?? []).map((s) => s.text))

export default function ResetTextPopup({ aiEssayOrderId, unifiedOrderId, finalText, onOrder, close }: PopupBodyProps<'essay-text-reset-confirm'>) {
  const [busy, setBusy] = useState(false)

  async function undo() {
    try {
      await gql(UndoEssayTextResetDocument, { id: aiEssayOrderId })
      const order = await reloadEssayOrder(unifiedOrderId)
      if (order) onOrder(order)
    } catch (e) {
      showEssayError(e, ESSAY_MESSAGES.default)
    }
  }

  async function reset() {
    setBusy(true)
    try {
      const order = (await gql(ResetEssayTextDocument, { id: aiEssayOrderId })).resetAiEssayOrderFinalText
      onOrder(order)
      close()
      if (textsOf(order) === textsOf({ finalText })) toast.success(ESSAY_MESSAGES.resetDone)
      else toast.undo({ text: ESSAY_MESSAGES.resetDone, onUndo: () => void undo() })
    } catch (e) {
      showEssayError(e, ESSAY_MESSAGES.default)
      setBusy(false)
    }
  }

  return (
    <div className="text-history-confirm" data-popup-body="essay-text-reset-confirm">
      <p>{TEXT_HISTORY_MESSAGES.resetConfirm}</p>
      <div className="text-history-confirm__actions">
        <button type="button" className="btn btn--primary btn--block" onClick={close} disabled={busy}>
          Оставить как есть
        </button>
        <button type="button" className="btn btn--ghost btn--block" data-action="confirm-reset" onClick={() => void reset()} disabled={busy}>
          {busy ? 'Сбрасываем…' : 'Сбросить'}
        </button>
      </div>
    </div>
  )
}
