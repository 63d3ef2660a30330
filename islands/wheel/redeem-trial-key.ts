// A trial key from the address (trialKey), redeemed once for the signed-in client: the free questions it credited, or
// why not (unknown or expired key, already used) — as a toast.
import { ApiError } from '../graphql/api-error'
import { gql } from '../graphql/client'
import { RedeemTrialKeyDocument } from '../graphql/generated/trials/graphql'
import { toast } from '../toasts/toast-store'
import { refreshAccount } from '../money/account-store'
import { questionsWord } from './wheel-texts'

/** True once the server answered (credited, or refused for good); false when no answer came (try again later). */
export async function redeemTrialKey(key: string): Promise<boolean> {
  try {
    const { redeemTrialKey: balance } = await gql(RedeemTrialKeyDocument, { key })
    toast.success(`Пробный ключ активирован. Теперь у тебя ${questionsWord(balance.balanceTrials)}.`)
    // Islands reading the account see the new free questions (an order page waiting to pay by them pays now).
    void refreshAccount()
    return true
  } catch (e) {
    if (e instanceof ApiError && e.code === 'NETWORK') return false
    toast.error(e instanceof ApiError ? e.message : undefined)
    return true
  }
}
