// Renders the page's one open popup over everything; closes it when the route changes. Mount once per page.
import { lazy, Suspense, useEffect } from 'react'
import { createPortal } from 'react-dom'
import { useAtomValue } from 'jotai/react'
import { closePopup, currentPopup, openPopup, popupAtom } from './popup-store'
import { exposeTestHooks } from './test-hooks'
import { STORAGE_KEYS } from '../../domain/query-params'
import './popups.css'

// Every island page mounts the host, few open a popup: the dialog and the history hook load on first open.
const PopupDialog = lazy(() => import('./popup-dialog'))

export default function PopupHost({ testHooks = false }: { testHooks?: boolean }) {
  const popup = useAtomValue(popupAtom)

  useEffect(() => {
    if (testHooks) exposeTestHooks({ openPopup, closePopup, currentPopup })
  }, [testHooks])

  // Issue 16's address flags (show_wof, trialKey, showFreeTokensPopup, newby; a guest's kept by the guard): their code loads
  // only when one is there.
  useEffect(() => {
    let pending = /[?&](show_wof|trialKey|showFreeTokensPopup|newby)(=|&|$)/.test(location.search)
    try {
      pending ||= sessionStorage.getItem(STORAGE_KEYS.pendingShowWof) != null || sessionStorage.getItem(STORAGE_KEYS.pendingTrialKey) != null
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
