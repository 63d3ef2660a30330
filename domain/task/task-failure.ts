// What a failed call of the task order page says (orders.md §8 Error catalogue: «Task order creation, rating,
// clarification or payment fails → toast 'Что-то пошло не так'»): the AI answer's and the library answer's creating,
// paying, clarifying and rating, on the task solver and on the AI order page. The one rule every such caller shows.
import { AUTH_MESSAGES } from '../auth/errors'
import { errorText } from '../errors'

/** Orders §8, word for word. */
export const TASK_CALL_FAILED = 'Что-то пошло не так'

/**
 * The toast's text for a failure with the server's code (null: no answer arrived) and text. Only the spec's own
 * exceptions keep other words: too many attempts says «Что за лев…» (orders.md §8), and a restricted account the
 * server's reason (nothing the client can retry). Everything else — ALREADY_RATED included, whose «Вы уже оценили это
 * сообщение» belongs to the training chat — says 'Что-то пошло не так'. A short balance never gets here: it opens the
 * refill popup (islands/money/pay-from-balance.ts), and a signed-out caller the sign-in.
 */
export function taskFailureText(failure: { code?: string | null; message?: string | null }): string {
  switch (failure.code) {
    case 'TOO_MANY_ATTEMPTS':
      // The spec's one rate-limit text (the same as the task search's, search-input.ts, whose zod the islands leave out).
      return AUTH_MESSAGES.rateLimit
    case 'RESTRICTED':
      return failure.message?.trim() || errorText('RESTRICTED')
    default:
      return TASK_CALL_FAILED
  }
}
