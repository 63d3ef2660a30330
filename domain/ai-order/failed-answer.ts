// What a student reads under an answer that failed for good («Ошибка: …», the AI and the advanced AI order alike):
// what came back to them first, then the provider's cause.
import type { TLedgerAccount } from '../money/ledger-accounts'

/** What a failed answer gave back: the order's payment, a clarification, or nothing (an unpaid order took nothing). */
export type TFailedAnswerReturn = 'tokens' | 'trial' | 'clarification' | null

const RETURNED: Record<Exclude<TFailedAnswerReturn, null>, string> = {
  tokens: 'Ответ не получился — токены вернулись на баланс',
  trial: 'Ответ не получился — бесплатный вопрос вернулся на баланс',
  clarification: 'Ответ на уточнение не получился — уточнение вернулось, его можно задать ещё раз',
}

/** The kind of a refund of an order's payment: a free question, tokens, or nothing returned. */
export function refundReturn(refund: Partial<Record<TLedgerAccount, number>>): TFailedAnswerReturn {
  if (refund.trials) return 'trial'
  return refund.subscription_tokens || refund.temporary_tokens || refund.permanent_tokens ? 'tokens' : null
}

export function failedAnswerText(cause: string, returned: TFailedAnswerReturn): string {
  return returned ? `${RETURNED[returned]}. ${cause}` : cause
}
