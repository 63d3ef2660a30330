// Renders the page's one open popup over everything; closes it when the route changes. Mount once per page.
import { lazy, Suspense, useEffect } from 'react'
import { createPortal } from 'react-dom'
import { useAtomValue } from 'jotai/react'
import { closePopup, currentPopup, openPopup, popupAtom } from './popup-store'
import { exposeTestHooks } from './test-hooks'
import { STORAGE_KEYS } from '../../domain/query-params'
import type { TSupportContacts } from '../../domain/support'
import { APPS_IN_PROGRESS_EVENT } from '../inline/apps-in-progress-event'
import './popups.css'

// Every island page mounts the host, few open a popup: the dialog and the history hook load on first open.
const PopupDialog = lazy(() => import('./popup-dialog'))

/** Left clicks that mean "open here" (a modified or middle click keeps the link's own behaviour: a new tab on the FAQ). */
const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && !e.defaultPrevented

export default function PopupHost({ testHooks = false, support = null }: { testHooks?: boolean; support?: TSupportContacts | null }) {
  const popup = useAtomValue(popupAtom)

  // Every «Поддержка» link (data-support) opens the support popup; without JavaScript it still goes to the FAQ. The web-app's
  // install button asks for «Приложение уже в пути» when the browser has no install dialog (iOS Safari).
  useEffect(() => {
    if (!support) return
    const onClick = (e: MouseEvent) => {
      if (!plainClick(e) || !(e.target instanceof Element) || !e.target.closest('a[data-support]')) return
      e.preventDefault()
      openPopup('support', support)
    }
    const onApps = () => openPopup('apps-in-progress', { telegramUrl: support.telegramUrl })
    document.addEventListener('click', onClick)
    document.addEventListener(APPS_IN_PROGRESS_EVENT, onApps)
    return () => {
      document.removeEventListener('click', onClick)
      document.removeEventListener(APPS_IN_PROGRESS_EVENT, onApps)
    }
  }, [support])

  useEffect(() => {
    if (testHooks) exposeTestHooks({ openPopup, closePopup, currentPopup })
  }, [testHooks])

  // Issue 16's address flags (show_wof, trialKey, showFreeTokensPopup, newby; a guest's kept by the guard; survioForm): their
  // code loads only when one is there.
  useEffect(() => {
    let pending = /[?&](show_wof|trialKey|showFreeTokensPopup|newby|survioForm)(=|&|$)/.test(location.search)
    try {
      pending ||= [STORAGE_KEYS.pendingShowWof, STORAGE_KEYS.pendingTrialKey, STORAGE_KEYS.pendingNewby].some((k) => sessionStorage.getItem(k) != null)
    } catch {
      // Blocked storage: only the address counts.
    }
    if (pending) void import('../wheel/wheel-flags').then((m) => m.consumeWheelFlags())
  }, [])

  // Platform.md §2 routing guard: any open popup closes when the route name changes (wizard steps, back/forward).
  useEffect(() => {
    if (!popup) return
    let off: (() => void) | undefined
    let done = false
    void import('../routing/history').then(({ onRouteNameChange }) => {
      if (!done) off = onRouteNameChange(() => closePopup())
    })
    return () => {
      done = true
      off?.()
    }
  }, [popup])

  // Nothing on the server or before the first popup: the portal needs document.body.
  if (!popup) return null
  return createPortal(
    <Suspense fallback={<div className="popup-overlay" aria-busy="true" />}>
      <PopupDialog key={popup.seq} popup={popup} onClose={closePopup} />
    </Suspense>,
    document.body,
  )
}
