// Body of the «Удалить из работы?» popup: the item shown in the text (its caption) leaves the section in place; the
// section's «История» still holds the version with it.
import { useState } from 'react'
import { VISUAL_KIND_WORDS, type TVisualKind } from '../../domain/essay/visual-items'
import type { PopupBodyProps } from '../popups/popup-props'
import { toast } from '../toasts/toast-store'
import './section-history.css'

export type VisualItemDeletePopupProps = {
  kind: TVisualKind
  /** What the page calls it: «Таблица 2 — Выручка», «формула (3)». */
  label: string
  /**
   * Deletes and says whether it did; the caller shows a failure (the popup takes no API code, so every island page's
   * popup host stays as light as it was: importing the API errors here split them into a chunk of their own).
   */
  onConfirm: () => Promise<boolean>
}

export default function VisualItemDeletePopup({ kind, label, onConfirm, close }: PopupBodyProps<'essay-visual-item-delete-confirm'>) {
  const [busy, setBusy] = useState(false)

  async function remove() {
    setBusy(true)
    if (await onConfirm()) {
      close()
      toast.success(VISUAL_KIND_WORDS[kind].deleted)
    } else setBusy(false)
  }

  return (
    <div className="text-history-confirm" data-popup-body="essay-visual-item-delete-confirm">
      <p>
        «{label}» пропадёт из текста и из файла работы, номера остальных сдвинутся. Вернуть можно через «Историю» раздела.
      </p>
      <div className="text-history-confirm__actions">
        <button type="button" className="btn btn--primary btn--block" onClick={close} disabled={busy}>
          Оставить
        </button>
        <button type="button" className="btn btn--ghost btn--block" data-action="confirm-delete-visual" onClick={() => void remove()} disabled={busy}>
          {busy ? 'Удаляем…' : `Удалить ${VISUAL_KIND_WORDS[kind].accusative}`}
        </button>
      </div>
    </div>
  )
}
