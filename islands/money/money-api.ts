// Money types and wording of the subscription page, the balance sidebar and the refill popup (platform.md §7 Money); their
// calls go through gql(), whose ApiError carries the Russian text to show.
import type { MoneyAccountFieldsFragment, SubscriptionPageQuery } from '../graphql/generated/money/graphql'
import { formatTokens } from '../../domain/money/format'

export type TMoneyAccount = MoneyAccountFieldsFragment
export type TTariff = SubscriptionPageQuery['subscriptionTypes'][number]

/** `1 токен`, `3 токена`, `1 500 токенов`: the one formatter's (domain/money/format.ts). */
export const tokensLabel = formatTokens

/** `12 марта 2027` in Moscow time (without Intl's trailing «г.», so a sentence can go on after the date). */
export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Moscow' }).replace(/\s*г\.$/, '')
