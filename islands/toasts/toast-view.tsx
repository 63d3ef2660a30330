// One toast: state icon, title and text, optional link and button, the close button on the right.
import type { Toast, ToastState } from '../../domain/toasts'
import { Icon } from '../icons'

const GLYPH: Record<Exclude<ToastState, 'loading'>, string> = { normal: 'i', success: '✓', error: '!', alert: '!' }

export function ToastView({ toast, onClose }: { toast: Toast; onClose: (id: string) => void }) {
  const { id, content, visible, closable, onClick } = toast
  const { state, title, text, button, link } = content
  const urgent = state === 'error' || state === 'alert'
  return (
    <div
      className={`toast toast--${state}${visible ? '' : ' toast--leaving'}${onClick ? ' toast--clickable' : ''}`}
      data-toast-id={id}
      // An urgent toast interrupts the screen reader; the others wait in the stack's polite live region.
      role={urgent ? 'alert' : undefined}
      aria-hidden={visible ? undefined : true}
      onClick={onClick}
    >
      <span className="toast__icon" aria-hidden="true">
        {state === 'loading' ? <span className="toast__spinner" /> : GLYPH[state]}
      </span>
      <div className="toast__body">
        {title && <p className="toast__title">{title}</p>}
        {text && <p className="toast__text">{text}</p>}
        {link && (
          <a className="toast__link" href={link.href} onClick={(e) => e.stopPropagation()}>
            {link.label}
          </a>
        )}
      </div>
      {button && (
        <button
          type="button"
          className="toast__button"
          onClick={(e) => {
            e.stopPropagation()
            button.onClick?.()
            onClose(id)
          }}
        >
          {button.label}
        </button>
      )}
      {closable && (
        <button
          type="button"
          className="toast__close"
          aria-label="Закрыть уведомление"
          onClick={(e) => {
            e.stopPropagation()
            onClose(id)
          }}
        >
          <Icon name="close" size={16} />
        </button>
      )}
    </div>
  )
}
