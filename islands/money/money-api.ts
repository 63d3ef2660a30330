// Money types and wording of the subscription page, the balance sidebar and the refill popup (platform.md §7 Money); their
// calls go through gql(), whose ApiError carries the Russian text to show.
import type { MoneyAccountFieldsFragment, SubscriptionPageQuery } from '../graphql/generated/money/graphql'

export type TMoneyAccount = MoneyAccountFieldsFragment
export type TTariff = SubscriptionPageQuery['subscriptionTypes'][number]

const TOKEN_FORMS = ['токен', 'токена', 'токенов'] as const
/** `1 токен`, `3 токена`, `150 токенов`. */
export function tokensLabel(n: number): string {
  const mod10 = n % 10
  const mod100 = n % 100
  const form = mod10 === 1 && mod100 !== 11 ? 0 : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? 1 : 2
  return `${n.toLocaleString('ru-RU')} ${TOKEN_FORMS[form]}`
}

/** `12 марта 2027` in Moscow time (without Intl's trailing «г.», so a sentence can go on after the date). */
export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Moscow' }).replace(/\s*г\.$/, '')
