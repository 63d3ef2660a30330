// One action of an order page at a time (pay, download, retry, clarify, …): the running one is named in `busy`; a
// refusal becomes a toast, or the refill popup for a short balance, and the action answers null.
import { useState } from 'react'
import { GENERIC_ERROR } from '../../domain/errors'
import { ApiError } from '../graphql/api-error'
import { openRefillIfShort } from '../money/pay-from-balance'
import { toast } from '../toasts/toast-store'

/** The server's words for a refusal; the generic message for anything else. */
export const apiErrorText = (e: unknown) => (e instanceof ApiError ? e.message : GENERIC_ERROR)

/** `errorText` words a failure of one kind of action (a page may word its payment apart from its Telegram send). */
export function useOrderAction<K extends string>(errorText: (e: unknown, kind: K) => string = apiErrorText) {
  const [busy, setBusy] = useState<K | null>(null)
  async function run<T>(kind: K, step: () => Promise<T>): Promise<T | null> {
    setBusy(kind)
    try {
      return await step()
    } catch (e) {
      // One toast per kind of failure at a time (orders.md §8: balance payment failures are grouped, 20 s).
      if (!openRefillIfShort(e)) toast.error(errorText(e, kind), { id: `order-action:${kind}` })
      return null
    } finally {
      setBusy(null)
    }
  }
  return { busy, run }
}
