// Body of the «text-copilot navigation confirm» popup (orders.md §2): leaving a wizard step would lose its change.
import type { PopupBodyProps } from '../popups/popup-props'

export default function StepNavConfirmPopup({ onLeave, close }: PopupBodyProps<'text-copilot-navigation-confirm'>) {
  return (
    <div className="popup-placeholder" data-popup-body="text-copilot-navigation-confirm">
      <p className="popup-placeholder__text">На этом шаге есть несохранённые изменения. Если уйти, они пропадут.</p>
      <button type="button" className="btn btn--block" onClick={close}>
        Остаться
      </button>
      <button
        type="button"
        className="btn btn--secondary btn--block"
        onClick={() => {
          close()
          onLeave()
        }}
      >
        Уйти без сохранения
      </button>
    </div>
  )
}
