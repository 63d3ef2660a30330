// The payment return's state for a page that shows it (the subscription page's result card); payment-return.ts runs it.
import { useAtomValue } from 'jotai/react'
import { paymentReturnAtom, type TPaymentReturnState } from './payment-return'

export const usePaymentReturn = (): TPaymentReturnState => useAtomValue(paymentReturnAtom)
