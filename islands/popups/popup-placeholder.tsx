// The body of a popup whose product has not filled it in yet: a short, friendly note and a way out.
import { POPUP_PLACEHOLDER } from '../../domain/popups'
import { Icon } from '../icons'

export function PopupPlaceholder({ close }: { close: () => void }) {
  return (
    <div className="popup-placeholder">
      <span className="popup-placeholder__icon" aria-hidden="true">
        <Icon name="clock" size={28} />
      </span>
      <p className="popup-placeholder__title">{POPUP_PLACEHOLDER.title}</p>
      <p className="popup-placeholder__text">{POPUP_PLACEHOLDER.text}</p>
      <button type="button" className="popup-button" onClick={close}>
        {POPUP_PLACEHOLDER.button}
      </button>
    </div>
  )
}
