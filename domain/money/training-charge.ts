// Who pays for one tutor reply (orders.md §6: training needs a subscription or trial balance; issue 15: trial credits
// first). One rule, read by the server under the balance's row lock and by the chat to explain a refusal.

/** One reply of the tutor. */
const TRAINING_REPLY_PRICE = 1

export type TTrainingPayer = { hasActiveSubscription: boolean; trials: number; tokens: number }

export type TTrainingCharge =
  /** A trial credit pays (trials first, with or without a subscription). */
  | { ok: true; account: 'trials'; amount: number }
  /** The subscription's (then temporary, then permanent) tokens pay, through private.spend_tokens. */
  | { ok: true; account: 'tokens'; amount: number }
  /** A subscriber whose tokens ran out: the refill popup, with what is missing. */
  | { ok: false; code: 'INSUFFICIENT_TOKENS'; missing: number }
  /** No subscription and no trial credits: 403, the subscription purchase popup. */
  | { ok: false; code: 'SUBSCRIPTION_REQUIRED' }

export function trainingReplyCharge(p: TTrainingPayer, price: number = TRAINING_REPLY_PRICE): TTrainingCharge {
  if (p.trials >= price) return { ok: true, account: 'trials', amount: price }
  if (!p.hasActiveSubscription) return { ok: false, code: 'SUBSCRIPTION_REQUIRED' }
  if (p.tokens >= price) return { ok: true, account: 'tokens', amount: price }
  return { ok: false, code: 'INSUFFICIENT_TOKENS', missing: price - p.tokens }
}
