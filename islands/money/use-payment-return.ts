// The payment return's state for a page that shows it (the subscription page's result card); payment-return.ts runs it.
// usePayAfterRefill: the one rule every order page follows after a top-up made for its order (issue 33) — once the
// balance has reached what the order needs, the order is paid without another click.
import { useEffect, useRef } from 'react'
import { useAtomValue } from 'jotai/react'
import { cameBackFromOrderRefill, paymentReturnAtom, type TPaymentReturnState } from './payment-return'

export const usePaymentReturn = (): TPaymentReturnState => useAtomValue(paymentReturnAtom)

/** Calls `pay` once when this page came back from a refill for its order and the balance arrived; null: nothing to pay. */
export function usePayAfterRefill(pay: (() => unknown) | null): void {
  const state = useAtomValue(paymentReturnAtom)
  const done = useRef(false)
  useEffect(() => {
    if (state !== 'success' || !pay || done.current || !cameBackFromOrderRefill()) return
    done.current = true
    void pay()
  }, [state, pay])
}
