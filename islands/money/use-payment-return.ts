// Payment return (platform.md §4): with payment-result=success the page waits (Loading) until pay-in-success arrives in
// the client's room or payment(id) reports succeeded (polled every 2000 ms, §9), then refreshes the user and says
// «Платеж прошел». payment-result=fail says so and changes nothing.
import { useEffect, useRef, useState } from 'react'
import { POLLING_INTERVAL_MS } from './constants'
import { userRoom } from '../../domain/realtime'
import { gqlRequest } from '../graphql/client'
import { PaymentStatusDocument } from '../graphql/generated/graphql'
import { sharedRealtime } from '../realtime/shared'
import { toast } from '../toasts/toast-store'
import { readPaymentReturn, withoutPaymentReturn } from './money-api'

export type TPaymentReturnState = 'none' | 'loading' | 'success' | 'fail'

export const PAYMENT_SUCCESS_TEXT = 'Платеж прошел'
export const PAYMENT_FAIL_TEXT = 'Платеж не прошел: банк отклонил оплату. Деньги не списаны, попробуй ещё раз или выбери другую карту'

type Opts = {
  /** The signed-in client's id once known: the personal room to listen in. */
  userId: string | null
  /** Reloads the user's balance and subscription; resolves when the page shows the new values. */
  refresh: () => Promise<unknown>
}

export function usePaymentReturn({ userId, refresh }: Opts): TPaymentReturnState {
  const [state, setState] = useState<TPaymentReturnState>('none')
  const [ret] = useState(() => (typeof location === 'undefined' ? { paymentId: null, result: null } : readPaymentReturn(location.search)))
  const refreshRef = useRef(refresh)
  refreshRef.current = refresh

  useEffect(() => {
    if (!ret.result) return
    history.replaceState(history.state, '', withoutPaymentReturn(location.href))
    if (ret.result === 'fail' || !ret.paymentId) {
      setState('fail')
      toast.error(PAYMENT_FAIL_TEXT)
      return
    }
    setState('loading')
  }, [ret])

  useEffect(() => {
    if (state !== 'loading' || !userId || !ret.paymentId) return
    const paymentId = ret.paymentId
    let done = false
    const finish = async (ok: boolean) => {
      if (done) return
      done = true
      cleanup()
      if (!ok) {
        setState('fail')
        toast.error(PAYMENT_FAIL_TEXT)
        return
      }
      await refreshRef.current().catch(() => null)
      setState('success')
      toast.success(PAYMENT_SUCCESS_TEXT)
    }
    const rt = sharedRealtime()
    rt.join(userRoom(userId))
    const off = rt.on('pay-in-success', (msg) => {
      const data = msg.data as { paymentId?: string } | null
      if (!data?.paymentId || data.paymentId === paymentId) void finish(true)
    })
    const poll = async () => {
      const res = await gqlRequest(PaymentStatusDocument, { id: paymentId }).catch(() => null)
      const status = res?.data?.payment?.status
      if (status === 'succeeded') void finish(true)
      else if (status === 'canceled') void finish(false)
    }
    void poll()
    const timer = setInterval(poll, POLLING_INTERVAL_MS)
    function cleanup() {
      clearInterval(timer)
      off()
    }
    return () => {
      done = true
      cleanup()
    }
  }, [state, userId, ret])

  return state
}
