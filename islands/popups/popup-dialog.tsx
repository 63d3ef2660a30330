// The open popup: overlay, dialog with its title, body (lazy) or placeholder; scroll lock, focus trap, Escape.
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type PointerEvent } from 'react'
import { popupDef, POPUP_CLOSE_LABEL } from '../../domain/popups'
import { Icon } from '../icons'
import { popupContents } from './popup-contents'
import { PopupPlaceholder } from './popup-placeholder'
import { lockScroll, unlockScroll } from './scroll-lock'
import { focusableIn, trapTab } from './focus-trap'
import type { OpenPopup } from './popup-store'

type Body = ComponentType<Record<string, unknown> & { close: () => void }>

export default function PopupDialog({ popup, onClose }: { popup: OpenPopup; onClose: () => void }) {
  const def = popupDef(popup.name)
  const dialog = useRef<HTMLDivElement>(null)
  const pressStartedOnBackdrop = useRef(false)
  const load = popupContents[popup.name] as (() => Promise<{ default: Body }>) | undefined
  const [body, setBody] = useState<{ Component: Body } | 'failed' | null>(null)
  const titleId = `popup-title-${popup.seq}`

  useEffect(() => {
    if (!load) return
    let alive = true
    load().then(
      (m) => alive && setBody({ Component: m.default }),
      // A body that fails to load (a deploy replaced its chunk) leaves the placeholder, not an endless spinner.
      () => alive && setBody('failed'),
    )
    return () => {
      alive = false
    }
  }, [load])

  // A lazy body arrives after the dialog took focus: hand focus on to the body's first control.
  useEffect(() => {
    const root = dialog.current
    if (root && body && document.activeElement === root) focusableIn(root).find((el) => !el.classList.contains('popup__close'))?.focus()
  }, [body])

  // Layout effect: the page must not get a frame to scroll, and focus moves before the user can type.
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    lockScroll()
    const root = dialog.current
    if (root) (focusableIn(root).find((el) => !el.classList.contains('popup__close')) ?? root).focus({ preventScroll: true })
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault()
        onClose()
      } else if (root) trapTab(e, root)
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      unlockScroll()
      if (opener?.isConnected) opener.focus({ preventScroll: true })
    }
  }, [onClose])

  // A press that starts inside the dialog and ends on the backdrop (selecting text) must not close it.
  const onPointerDown = (e: PointerEvent) => {
    pressStartedOnBackdrop.current = e.target === e.currentTarget
  }
  const onBackdropClick = (e: { target: unknown; currentTarget: unknown }) => {
    if (e.target === e.currentTarget && pressStartedOnBackdrop.current) onClose()
    pressStartedOnBackdrop.current = false
  }

  const Component = body && body !== 'failed' ? body.Component : null
  return (
    <div className={`popup-overlay popup-overlay--${def.size ?? 'normal'}`} data-popup={popup.name} onPointerDown={onPointerDown} onClick={onBackdropClick}>
      <div ref={dialog} className={`popup popup--${def.size ?? 'normal'}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <header className="popup__header">
          <h2 id={titleId} className="popup__title">
            {def.title}
          </h2>
          <button type="button" className="popup__close" aria-label={POPUP_CLOSE_LABEL} onClick={onClose}>
            <Icon name="close" size={20} />
          </button>
        </header>
        <div className="popup__body">
          {Component ? (
            <Component {...popup.props} close={onClose} />
          ) : load && body !== 'failed' ? (
            <div className="popup__loading" aria-busy="true" />
          ) : (
            <PopupPlaceholder close={onClose} />
          )}
        </div>
      </div>
    </div>
  )
}
