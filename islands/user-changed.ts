// «The client's own data changed» inside this tab (a profile save): the header's account badge re-reads the user at
// once. A window event, not a shared store, so the badge — on every cabinet page — ships no extra library for it.
const USER_CHANGED_EVENT = 'campus:user-changed'

export function announceUserChanged() {
  window.dispatchEvent(new Event(USER_CHANGED_EVENT))
}

/** Calls `onChange` after every announcement; returns the unsubscribe. */
export function onUserChanged(onChange: () => void): () => void {
  window.addEventListener(USER_CHANGED_EVENT, onChange)
  return () => window.removeEventListener(USER_CHANGED_EVENT, onChange)
}
