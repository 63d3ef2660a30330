// The address flags of issue 16, on any page with the popup host: show_wof opens the wheel, showFreeTokensPopup the
// free-tokens popup, trialKey is redeemed once, newby claims the welcome trial credits once (and then shows that popup);
// survioForm opens the feedback form as a survey answer (source 'survio'), for guests too, once: it leaves the address.
// A guest's trialKey, show_wof and newby wait in sessionStorage (the routing guard put them there) until the sign-in
// (or sign-up) brings the visitor back signed in.
import { STORAGE_KEYS } from '../../domain/query-params'
import { getApiToken } from '../graphql/credentials'
import { openPopup } from '../popups/popup-store'

const FLAGS = ['show_wof', 'trialKey', 'showFreeTokensPopup', 'newby'] as const

function consumeSurvioForm() {
  const url = new URL(window.location.href)
  if (!url.searchParams.has('survioForm')) return
  url.searchParams.delete('survioForm')
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
  openPopup('feedback-form', { source: 'survio' })
}

function session(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

export async function consumeWheelFlags() {
  consumeSurvioForm()
  const url = new URL(window.location.href)
  const inAddress = FLAGS.some((f) => url.searchParams.has(f))
  const before = url.pathname + url.search + url.hash
  const store = session()
  const trialKey = (url.searchParams.get('trialKey') || store?.getItem(STORAGE_KEYS.pendingTrialKey) || '').slice(0, 200)
  const showWof = url.searchParams.has('show_wof') || store?.getItem(STORAGE_KEYS.pendingShowWof) != null
  const freeTokens = url.searchParams.has('showFreeTokensPopup')
  const newby = url.searchParams.has('newby') || store?.getItem(STORAGE_KEYS.pendingNewby) != null
  if (inAddress) {
    for (const f of FLAGS) url.searchParams.delete(f)
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
  }
  if (!getApiToken()) {
    // Asked for on this very page: sign in first; the flags wait in the session and act on the way back.
    // (newby alone asks nothing of a guest: it only means a first visit.)
    if (FLAGS.some((f) => f !== 'newby' && new URL(before, url).searchParams.has(f))) openPopup('auth', { redirect: before })
    return
  }
  store?.removeItem(STORAGE_KEYS.pendingShowWof)
  // The key and the newby claim stay pending until the server has answered: a page left while the request is on its
  // way (a sign-in that goes straight on to an order) hands them to the next page instead of losing them.
  if (trialKey) {
    store?.setItem(STORAGE_KEYS.pendingTrialKey, trialKey)
    if (await import('./redeem-trial-key').then((m) => m.redeemTrialKey(trialKey))) store?.removeItem(STORAGE_KEYS.pendingTrialKey)
  }
  if (newby) store?.setItem(STORAGE_KEYS.pendingNewby, '1')
  const welcomed = newby && (await import('./claim-newby-trials').then((m) => m.claimNewbyTrials()))
  store?.removeItem(STORAGE_KEYS.pendingNewby)
  if (showWof) openPopup('wheel-of-fortune')
  else if (freeTokens || welcomed) openPopup('free-tokens')
}
