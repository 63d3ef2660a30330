// Markup of the mass alert, shared by the live island and the server-only copy on zero-JS pages.
import { BANNER_CLOSE_LABEL, bannerStorageKey, massAlertKey, type TMassAlert } from '../../domain/banners'
import { Icon } from '../icons'

/**
 * The stack's inline script handles the close button (`data-banner-close`) everywhere, so it works on
 * pages that never hydrate; the island adds `onClose` to forget the alert in its own state too.
 */
export function MassAlertView({ alert, onClose }: { alert: TMassAlert; onClose?: () => void }) {
  return (
    <div className="banner mass-alert" role="status" data-banner="mass-alert" data-key={bannerStorageKey('mass-alert', massAlertKey(alert.text))}>
      <span className="mass-alert__icon" aria-hidden="true">
        !
      </span>
      <p className="mass-alert__text">{alert.text}</p>
      <button type="button" className="banner__close" aria-label={BANNER_CLOSE_LABEL} onClick={onClose} data-banner-close="">
        <Icon name="close" size={18} />
      </button>
    </div>
  )
}
