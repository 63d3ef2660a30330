// Who pays for one tutor reply (orders.md §6: training needs a subscription or trial balance; issue 15: trial credits
// first). One rule, read by the server under the balance's row lock and by the chat to explain a refusal. A reply the
// built-in demo writer makes costs nothing (issue 33: demo answers are never charged), but the access rule still holds.

/** One reply of the tutor, in tokens (or one trial question). */
export const TRAINING_REPLY_PRICE = 1

export type TTrainingPayer = { hasActiveSubscription: boolean; trials: number; tokens: number }

export type TTrainingCharge =
  /** A trial credit pays (trials first, with or without a subscription). */
  | { ok: true; account: 'trials'; amount: number }
  /** The subscription's (then temporary, then permanent) tokens pay, through private.spend_tokens. */
  | { ok: true; account: 'tokens'; amount: number }
  /** The demo writer answers: allowed as a paid reply would be, nothing taken. */
  | { ok: true; account: 'demo'; amount: 0 }
  /** A subscriber whose tokens ran out: the refill popup, with what is missing. */
  | { ok: false; code: 'INSUFFICIENT_TOKENS'; missing: number }
  /** No subscription and no trial credits: 403, the subscription purchase popup. */
  | { ok: false; code: 'SUBSCRIPTION_REQUIRED' }

export function trainingReplyCharge(p: TTrainingPayer, o: { price?: number; demo?: boolean } = {}): TTrainingCharge {
  const price = o.price ?? TRAINING_REPLY_PRICE
  if (o.demo && (p.trials >= price || p.hasActiveSubscription)) return { ok: true, account: 'demo', amount: 0 }
  if (p.trials >= price) return { ok: true, account: 'trials', amount: price }
  if (!p.hasActiveSubscription) return { ok: false, code: 'SUBSCRIPTION_REQUIRED' }
  if (p.tokens >= price) return { ok: true, account: 'tokens', amount: price }
  return { ok: false, code: 'INSUFFICIENT_TOKENS', missing: price - p.tokens }
}
