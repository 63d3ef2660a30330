// Money calls of the subscription page and the refill popup (platform.md §7 Money): each answers its data or throws an
// Error whose message is the Russian text to show (the server's AppError message, else the generic one).
import { GENERIC_ERROR } from '../../domain/errors'
import type { GqlResult } from '../graphql/client'
import type { MoneyAccountQuery, SubscriptionPageQuery } from '../graphql/generated/graphql'

export type TMoneyAccount = NonNullable<MoneyAccountQuery['me']>
export type TTariff = SubscriptionPageQuery['subscriptionTypes'][number]

/** Where both purchases come back: the subscription page shows the payment's result and the new balance. */
export const PAYMENT_RETURN_PATH = '/ecosystem/subscription'

export async function call<T>(request: Promise<GqlResult<T>>): Promise<T> {
  const result = await request
  const error = result.errors[0]
  if (error || !result.data) throw Object.assign(new Error(error?.message || GENERIC_ERROR), { code: error?.extensions?.code })
  return result.data
}

/** Reads the address's `payment-id` / `payment-result` the bank returns with. */
export function readPaymentReturn(search: string): { paymentId: string | null; result: 'success' | 'fail' | null } {
  const q = new URLSearchParams(search)
  const r = q.get('payment-result')
  return { paymentId: q.get('payment-id'), result: r === 'success' || r === 'fail' ? r : null }
}

/** The address without the return parameters, so a reload does not replay the result. */
export function withoutPaymentReturn(href: string): string {
  const url = new URL(href)
  url.searchParams.delete('payment-id')
  url.searchParams.delete('payment-result')
  return url.pathname + url.search + url.hash
}

const TOKEN_FORMS = ['токен', 'токена', 'токенов'] as const
/** `1 токен`, `3 токена`, `150 токенов`. */
export function tokensLabel(n: number): string {
  const mod10 = n % 10
  const mod100 = n % 100
  const form = mod10 === 1 && mod100 !== 11 ? 0 : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? 1 : 2
  return `${n.toLocaleString('ru-RU')} ${TOKEN_FORMS[form]}`
}

/** `12 марта 2027` in Moscow time. */
export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Moscow' })
