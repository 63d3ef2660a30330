// «Продолжить» on the outline (orders.md §4 flow, §5 who may go on): a guest signs in first and the order is bound to
// the client after the reload; a client with a free attempt sees «Презентация в подарок», one with at least the
// threshold «Купить презентацию» with the price, anyone else the refill popup; while the demo writer writes, «Купить
// презентацию» with the price crossed out, free. Paying = pay from the balance, then
// continue processing (the slides are written and the wizard shows the title page).
import { PRESENTATION_BALANCE_THRESHOLD, PRESENTATION_PRICE_TOKENS } from '../../domain/presentation/statuses'
import { missingTokens, requiredBalance } from '../../domain/money/pay-from-balance'
import { ApiError } from '../graphql/api-error'
import { gql } from '../graphql/client'
import { getApiToken } from '../graphql/credentials'
import { ContinuePresentationDocument, PayPresentationFromBalanceDocument, PresentationFreeAttemptDocument } from '../graphql/generated/presentations/graphql'
import { refreshAccount } from '../money/account-store'
import { openPopup } from '../popups/popup-store'
import { showPresentationError, type TPresentationOrder } from './presentation-api'
import { openRefillIfShort } from '../money/pay-from-balance'
import { loadDemoWriter } from '../money/demo-writer'

type TFlow = { replace: (o: TPresentationOrder) => void; refetch: () => Promise<void> }

const RESUME_KEY = (orderId: string) => `presentation-continue-after-sign-in:${orderId}`

function flag(key: string, value?: boolean): boolean {
  try {
    if (value === true) sessionStorage.setItem(key, '1')
    if (value === false) sessionStorage.removeItem(key)
    return sessionStorage.getItem(key) === '1'
  } catch {
    return false
  }
}

async function failed(e: unknown, { refetch }: TFlow): Promise<false> {
  if (openRefillIfShort(e)) return false
  if (e instanceof ApiError && e.code === 'UNAUTHENTICATED') openPopup('auth', {})
  else {
    showPresentationError(e)
    if (e instanceof ApiError && e.code === 'STALE_STEP') await refetch()
  }
  return false
}

/** continueAiPresentationOrderProcessing: binds a guest-reviewed order, or writes the slides of a paid one. */
async function continueOrder(order: TPresentationOrder, flow: TFlow): Promise<boolean> {
  try {
    flow.replace((await gql(ContinuePresentationDocument, { orderId: order.id })).continueAiPresentationOrderProcessing)
    return true
  } catch (e) {
    return failed(e, flow)
  }
}

/** Pays from the balance and writes the slides: «Оплатить» in the popup, and the page itself back from a top-up for it. */
export async function payAndContinue(order: TPresentationOrder, flow: TFlow): Promise<boolean> {
  try {
    const paid = (await gql(PayPresentationFromBalanceDocument, { orderId: order.id })).tryToPayForAiPresentationOrderFromBalance
    void refreshAccount()
    return await continueOrder(paid, flow)
  } catch (e) {
    return failed(e, flow)
  }
}

export async function continueFromOutline(order: TPresentationOrder, flow: TFlow): Promise<void> {
  if (!getApiToken()) {
    flag(RESUME_KEY(order.id), true)
    return openPopup('auth', {})
  }
  if (order.presentationStatus === 'OUTLINE_REVIEW_GUEST' || order.isPaid) return void (await continueOrder(order, flow))
  const [flags, me, demo] = await Promise.all([gql(PresentationFreeAttemptDocument).then((d) => d.me, () => null), refreshAccount(), loadDemoWriter()])
  if (!me) return openPopup('auth', {})
  const onConfirm = () => payAndContinue(order, flow)
  const balance = me.balance.balanceTokens
  const price = order.price > 0 ? order.price : PRESENTATION_PRICE_TOKENS
  // The demo writer's deck is free whatever the balance (issue 33), and the free attempt waits for a real one.
  if (demo) return openPopup('buy-presentation', { onConfirm, price, balance, demo })
  if (flags?.hasPresentationFreeAttempt) return openPopup('free-presentation', { onConfirm })
  if (balance >= PRESENTATION_BALANCE_THRESHOLD) return openPopup('buy-presentation', { onConfirm, price, balance })
  // The way back from the bank waits for the balance the deck needs, and the page then pays by itself (usePayAfterRefill).
  openPopup('refill-balance', {
    amountTokens: missingTokens({ balance, price, threshold: PRESENTATION_BALANCE_THRESHOLD }),
    threshold: requiredBalance({ price, threshold: PRESENTATION_BALANCE_THRESHOLD }),
    context: { orderType: 'presentation', orderId: order.unifiedOrderId },
  })
}

/**
 * shouldGeneratePresentationForOrder (generate-flag.ts): a paid outline is written into slides at once; an unpaid one
 * goes the way «Продолжить» goes (the free, buy or refill popup: tokens are never spent without the client's press).
 * Any other status stays as it is.
 */
export async function generateFromLink(order: TPresentationOrder, flow: TFlow): Promise<void> {
  if (!getApiToken() || order.presentationStatus !== 'OUTLINE_REVIEW_AUTH') return
  if (order.isPaid) return void (await continueOrder(order, flow))
  await continueFromOutline(order, flow)
}

/** After the sign-in «Продолжить» asked for (the popup reloads the page): bind the guest's order to the client. */
export async function resumeAfterSignIn(order: TPresentationOrder, flow: TFlow): Promise<void> {
  if (!getApiToken() || !flag(RESUME_KEY(order.id))) return
  flag(RESUME_KEY(order.id), false)
  if (order.presentationStatus === 'OUTLINE_REVIEW_GUEST') await continueOrder(order, flow)
}
