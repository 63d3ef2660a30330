// Body of the «AI editor close confirmation» popup (orders.md §2, §4): closing the editor with an answer not applied
// yet loses it, so the student confirms or goes back to it.
import type { PopupBodyProps } from '../../popups/popup-props'

type Props = PopupBodyProps<'ai-editor-close-confirmation'> & { onConfirm?: () => void }

export default function AiEditorCloseConfirmationPopup({ onConfirm, close }: Props) {
  return (
    <div className="ai-editor-confirm" data-popup-body="ai-editor-close-confirmation">
      <p>Новый вариант текста ещё не применён. Если закрыть редактор, он пропадёт.</p>
      <div className="ai-editor-confirm__actions">
        <button type="button" className="btn btn--primary btn--block" onClick={close} data-confirm="stay">
          Вернуться к редактору
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--block"
          data-confirm="close"
          onClick={() => {
            onConfirm?.()
            close()
          }}
        >
          Закрыть без изменений
        </button>
      </div>
    </div>
  )
}
