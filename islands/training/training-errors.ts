// What a refused training call shows (orders.md §8): 401 → the sign-in popup returning to the start page, 403
// (no subscription, no trial credits) → the subscription purchase popup with the server's reason, 409 INSUFFICIENT_TOKENS → the refill popup,
// anything else → a toast with the server's error_message (or the spec's fallback for that call).
import { ApiError } from '../graphql/api-error'
import { openRefillIfShort } from '../money/pay-from-balance'
import { openPopup } from '../popups/popup-store'
import { toast } from '../toasts/toast-store'
import { TRAINING_START_PATH } from '../tutor/training-paths'


/** `redirect`: where sign-in returns (the start page, with what was typed). Returns the code it handled. */
export function showTrainingError(e: unknown, fallback: string, redirect: string = TRAINING_START_PATH): string {
  if (!(e instanceof ApiError)) {
    console.error(e)
    toast.error(fallback, { id: 'training-error' })
    return 'INTERNAL'
  }
  if (e.code === 'UNAUTHENTICATED') openPopup('auth', { redirect })
  // Tokens alone do not unlock training: the popup says why in the server's words and offers no top-up; the tariff's
  // payment returns to `redirect`, the start page with the typed task.
  else if (e.code === 'SUBSCRIPTION_REQUIRED' || (e.code === 'FORBIDDEN' && e.data.status === 403))
    openPopup('buy-subscription', { reason: e.message || null, returnTo: redirect, refillUnlocks: false })
  else if (!openRefillIfShort(e)) toast.error(e.message || fallback, { id: 'training-error' })
  return e.code
}
