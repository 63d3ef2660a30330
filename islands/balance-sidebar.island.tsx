// Balance sidebar (platform.md §2): a side panel that the query flag balanceSidebarOpened opens.
// The header's «Баланс» link (data-balance-trigger) sets the flag; this island takes its clicks over once hydrated.
// Balances arrive with the money issue; until then the panel explains itself and offers «Пополнить».
import { useEffect, useRef, useState, type SyntheticEvent } from 'react'
import { BALANCE_SIDEBAR_FLAG, isFlagOn } from '../domain/navigation'
import { Icon } from './icons'
import { openPopup } from './popups/popup-store'

type Props = {
  /** The server read the flag from the address, so an opened link renders open before any script runs. */
  initialOpen: boolean
  /** A plain link that clears the flag, for the moment before hydration. */
  closeHref: string
}

export const BALANCE_TRIGGER_ATTR = 'data-balance-trigger'
// Until a page mounts the PopupHost island there is no refill popup to show, so the tariffs page stands in.
const REFILL_FALLBACK_HREF = '/b/payment'

function urlWithFlag(on: boolean): URL {
  const url = new URL(window.location.href)
  if (on) url.searchParams.set(BALANCE_SIDEBAR_FLAG, 'true')
  else url.searchParams.delete(BALANCE_SIDEBAR_FLAG)
  return url
}

const triggers = () => document.querySelectorAll<HTMLElement>(`[${BALANCE_TRIGGER_ATTR}]`)

export default function BalanceSidebar({ initialOpen, closeHref }: Props) {
  const [open, setOpen] = useState(initialOpen)
  const closeButton = useRef<HTMLAnchorElement>(null)
  // Focus moves into the panel only when the reader opened it here, not when the address arrived with the flag.
  const byClick = useRef(false)

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
      if (!(e.target as Element).closest?.(`[${BALANCE_TRIGGER_ATTR}]`)) return
      e.preventDefault()
      window.history.pushState(window.history.state, '', urlWithFlag(true))
      byClick.current = true
      setOpen(true)
    }
    // Back and forward move through the flag like any other address.
    const onPop = () => setOpen(isFlagOn(new URL(window.location.href).searchParams.get(BALANCE_SIDEBAR_FLAG)))
    document.addEventListener('click', onClick)
    window.addEventListener('popstate', onPop)
    return () => {
      document.removeEventListener('click', onClick)
      window.removeEventListener('popstate', onPop)
    }
  }, [])

  useEffect(() => {
    for (const t of triggers()) t.setAttribute('aria-expanded', String(open))
    if (!open) return
    // Like a popup (§2 Popups): the page behind does not scroll while the panel is open.
    const html = document.documentElement
    const before = html.style.overflow
    html.style.overflow = 'hidden'
    if (byClick.current) closeButton.current?.focus()
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && hide()
    document.addEventListener('keydown', onKey)
    return () => {
      html.style.overflow = before
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  function hide(e?: SyntheticEvent) {
    e?.preventDefault()
    window.history.replaceState(window.history.state, '', urlWithFlag(false))
    setOpen(false)
    if (byClick.current) triggers()[0]?.focus()
    byClick.current = false
  }

  function refill() {
    if (!document.querySelector('[data-island="popup-host"]')) return window.location.assign(REFILL_FALLBACK_HREF)
    hide()
    openPopup('refill-balance')
  }

  return (
    <>
      <div className="sheet-backdrop" data-open={open} onClick={() => hide()} aria-hidden="true" />
      <aside className="balance-sidebar" data-open={open} role="dialog" aria-modal="true" aria-labelledby="balance-sidebar-title" inert={!open}>
        <header className="balance-sidebar__head">
          <h2 id="balance-sidebar-title">Баланс</h2>
          <a ref={closeButton} className="icon-btn" href={closeHref} onClick={hide} aria-label="Закрыть" role="button">
            <Icon name="close" />
          </a>
        </header>
        <div className="empty-state">
          <span className="empty-state__icon">
            <Icon name="wallet" size={28} />
          </span>
          <p className="empty-state__title">Здесь появится твой баланс</p>
          <p className="empty-state__text">Токены, бонусы и подписка будут видны в этом окне. Пополни баланс, чтобы оплачивать задания в один клик.</p>
        </div>
        <button type="button" className="btn btn--primary btn--block" onClick={refill}>
          Пополнить
        </button>
        <p className="balance-sidebar__note">Оплата картами МИР, Visa, Mastercard и JCB. Вернуть деньги можно только на карту, с которой платил.</p>
      </aside>
    </>
  )
}
