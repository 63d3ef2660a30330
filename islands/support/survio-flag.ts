// ?survioForm (platform.md §3, orders.md §2): opens the feedback form once, as a survey answer (source 'survio'), and
// leaves the address without the flag, so a reload or a shared link does not ask again.
import { openPopup } from '../popups/popup-store'

export function consumeSurvioForm() {
  const url = new URL(window.location.href)
  if (!url.searchParams.has('survioForm')) return
  url.searchParams.delete('survioForm')
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
  openPopup('feedback-form', { source: 'survio' })
}
