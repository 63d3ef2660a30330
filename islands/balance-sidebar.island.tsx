// Balance sidebar (platform.md §2): a side panel that the query flag balanceSidebarOpened opens, showing the real balance
// (money/balance-panel.tsx) with «Пополнить» opening the refill-balance popup.
// The header's «Баланс» link (data-balance-trigger) sets the flag; this island takes its clicks over once hydrated.
// Mounted by the ecosystem layout on every cabinet page, it also runs the cabinet-wide money parts: the payment return
// (money/payment-return.ts) and the address flags showRefillBalancePopup / amountTokens, consumed once.
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type SyntheticEvent } from 'react'
import { BALANCE_SIDEBAR_FLAG, isFlagOn } from '../domain/navigation'
import { DEFAULT_REFILL_TOKENS, isRefillProduct } from '../domain/money/pay-from-balance'
import { getApiToken } from './graphql/credentials'
import { Icon } from './icons'
import { BalancePlaceholder } from './money/balance-placeholder'
import { openPopup } from './popups/popup-store'

type Props = {
  /** The server read the flag from the address, so an opened link renders open before any script runs. */
  initialOpen: boolean
  /** A plain link that clears the flag, for the moment before hydration. */
  closeHref: string
}

export const BALANCE_TRIGGER_ATTR = 'data-balance-trigger'
const REFILL_FLAG = 'showRefillBalancePopup'
/** Where «Пополнить» leads before the page's scripts run (a GET form): the subscription page opens the refill popup. */
const REFILL_FALLBACK = { action: '/ecosystem/subscription', value: 'library' } as const
// The live balance (and its GraphQL) loads on the first opening, not with every cabinet page.
const LiveBalancePanel = lazy(() => import('./money/balance-panel'))
const AMOUNT_FLAG = 'amountTokens'

function urlWithFlag(on: boolean): URL {
  const url = new URL(window.location.href)
  if (on) url.searchParams.set(BALANCE_SIDEBAR_FLAG, 'true')
  else url.searchParams.delete(BALANCE_SIDEBAR_FLAG)
  return url
}

/** Opens the refill popup when the address asks for it (short links rb/a, rb/l; §9 default amounts), then drops the flags. */
function consumeRefillFlags() {
  const url = new URL(window.location.href)
  const product = url.searchParams.get(REFILL_FLAG)
  const amount = Number(url.searchParams.get(AMOUNT_FLAG))
  if (product == null && !url.searchParams.has(AMOUNT_FLAG)) return
  const before = url.pathname + url.search + url.hash
  url.searchParams.delete(REFILL_FLAG)
  url.searchParams.delete(AMOUNT_FLAG)
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
  const wanted = Number.isInteger(amount) && amount > 0 ? amount : isRefillProduct(product) ? DEFAULT_REFILL_TOKENS[product] : null
  // A guest signs in first and comes back to the same address, flags included.
  if (!getApiToken()) openPopup('auth', { redirect: before })
  else openPopup('refill-balance', { amountTokens: wanted })
}

const triggers = () => document.querySelectorAll<HTMLElement>(`[${BALANCE_TRIGGER_ATTR}]`)

export default function BalanceSidebar({ initialOpen, closeHref }: Props) {
  const [open, setOpen] = useState(initialOpen)
  const closeButton = useRef<HTMLAnchorElement>(null)
  // Focus moves into the panel only when the reader opened it here, not when the address arrived with the flag.
  const byClick = useRef(false)

  // The server rendered the placeholder; the live body replaces it after hydration, when the panel is open.
  const [hydrated, setHydrated] = useState(false)

  useEffect(() => {
    setHydrated(true)
    // Only a page back from the bank loads the payment-return code.
    if (/[?&](payment-result|isLoadingAfterPayment)=/.test(window.location.search)) void import('./money/payment-return').then((m) => m.startPaymentReturn())
    consumeRefillFlags()
  }, [])

  useEffect(() => {
    const onClick = (e: globalThis.MouseEvent) => {
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

  // A guest's form goes on to the subscription page, which asks to sign in and then opens the popup from the flag.
  function refill(e: FormEvent) {
    if (!getApiToken()) return
    e.preventDefault()
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
        {hydrated && open ? (
          <Suspense fallback={<BalancePlaceholder />}>
            <LiveBalancePanel />
          </Suspense>
        ) : (
          <BalancePlaceholder />
        )}
        <form className="balance-sidebar__refill" action={REFILL_FALLBACK.action} method="get" onSubmit={refill}>
          <input type="hidden" name={REFILL_FLAG} value={REFILL_FALLBACK.value} />
          <button type="submit" className="btn btn--primary btn--block" data-refill>
            Пополнить
          </button>
        </form>
        <p className="balance-sidebar__note">Оплата картами МИР, Visa, Mastercard и JCB. Вернуть деньги можно только на карту, с которой платил.</p>
      </aside>
    </>
  )
}
