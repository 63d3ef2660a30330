// The behaviour an AI answer page shares, whatever the order type: the order followed live, the open answer streamed
// into it, and paying for it from the balance — wired together once by useAnswerOrder().
import { useEffect } from 'react'
import { useAtomValue } from 'jotai/react'
import { unifiedOrderRoom, type RealtimeEventName } from '../../domain/realtime'
import { useLiveOrder } from '../realtime/use-live-order'
import { accountAtom } from '../money/account-store'
import { useDemoWriter } from '../money/demo-writer'
import type { TPaymentContext } from '../money/payment-context'
import { payOrderFromBalance } from '../money/pay-from-balance'
import { tokensToAsk } from '../money/order-price'
import { usePayAfterRefill } from '../money/use-payment-return'
import { toast } from '../toasts/toast-store'
import { useAiAction } from './answer-actions'
import { lastAnswer, type TAnswerMessage } from './answer-message'
import { followAiAnswer, isStreamBatchNotice } from './ai-stream'

/** The unified order's room re-reads the order when a step ends elsewhere; a batch notice of `changed` (it names the
 * written message) is the stream's business. */
export const useLiveAnswer = <T>(o: { id: string; load: () => Promise<T | null>; events: readonly RealtimeEventName[]; changed: RealtimeEventName }) =>
  useLiveOrder({ id: o.id, load: o.load, room: () => unifiedOrderRoom(o.id), events: o.events, accept: (m) => m.event !== o.changed || !isStreamBatchNotice(m) })

/**
 * Streams `answer` while `key` names it (its id and paid state: its text changes must not restart the stream):
 * `update(id, change)` applies a change to that message of the loaded order, the end re-reads the order.
 */
export function useAnswerStream<M extends TAnswerMessage>(o: { key: string | null; url: string | undefined; answer: M | null; update: (id: string, change: (m: M) => M) => void; refetch: () => unknown; onPaywall: (id: string) => void }) {
  useEffect(() => {
    const { url, answer, update } = o
    if (!url || !answer || !o.key) return
    return followAiAnswer({
      url,
      messageId: answer.id,
      offset: answer.content.length,
      onChunk: (text) => update(answer.id, (m) => ({ ...m, content: m.content + text })),
      onComplete: () => void o.refetch(),
      onError: (message) => update(answer.id, (m) => ({ ...m, state: 'failed', error: message })),
      onPaywall: () => o.onPaywall(answer.id),
    })
  }, [o.key])
}

type TRun = <T>(kind: 'pay', step: () => Promise<T>) => Promise<T | null>

/**
 * «Оплатить» of an AI answer: `pay` (the order's pay mutation) when the balance is enough, else the refill popup; the
 * paid order goes to `paid` with «Ответ открыт». Back from a top-up made for this answer it opens without another click.
 */
export function useAnswerPayment<T extends { price: number; isPaid: boolean }>(o: { order: T | null; demo: boolean; run: TRun; context: Pick<TPaymentContext, 'orderType' | 'orderId'>; pay: () => Promise<T>; paid: (order: T) => void }) {
  const payOrder = (order: T) =>
    o.run('pay', async () => {
      const paid = await payOrderFromBalance({ price: tokensToAsk(order.price, o.demo), pay: o.pay, order: o.context })
      if (paid) {
        o.paid(paid)
        toast.success('Ответ открыт')
      }
    })
  usePayAfterRefill(o.order && !o.order.isPaid ? () => payOrder(o.order as T) : null)
  return payOrder
}

type TAnswerOrder = { price: number; isPaid: boolean; streamUrl: string }

/**
 * What kind of AI answer page it is, the same for every order of the type: the room's events (the first, the
 * order's «changed», also carries the stream's batch notices, which are the stream's business), the payment's order
 * type, where the order keeps its messages (`list`, `withList`), when its open answer may stream beyond being written
 * (`streaming`), and what a paywall in the stream does: mark the answer a preview, or re-read the order.
 */
export type TAnswerKind<T, M> = {
  events: readonly [RealtimeEventName, ...RealtimeEventName[]]
  orderType: NonNullable<TPaymentContext['orderType']>
  list: (order: T) => M[]
  withList: (order: T, list: M[]) => T
  streaming?: (order: T) => boolean
  paywall: 'preview' | 'refetch'
  /** The toast of a failed action of the page (`kind` names it: pay, or the page's own); the server's words by default. */
  failureText?: (e: unknown, kind: string) => string
}

/**
 * An AI answer page's order, whatever its type (`kind`): followed live (`useLiveAnswer`), its open answer (the last
 * assistant's message) streamed in while it is being written, and «Оплатить» (`useAnswerPayment`). Returns the live
 * order, the loaded one, its open answer, the page's actions (`busy`, `run`), the demo writer's flag, the balance in
 * tokens (null until the account is read) and `payOrder`.
 */
export function useAnswerOrder<T extends TAnswerOrder, M extends TAnswerMessage, K extends string>(kind: TAnswerKind<T, M>, o: { id: string; load: () => Promise<T | null>; pay: () => Promise<T> }) {
  const { busy, run } = useAiAction<K | 'pay'>(kind.failureText)
  const account = useAtomValue(accountAtom)
  const demo = useDemoWriter()
  const live = useLiveAnswer({ id: o.id, load: o.load, events: kind.events, changed: kind.events[0] })
  const { refetch, replace, patch } = live

  const order = live.data ?? null
  const open = order ? lastAnswer(kind.list(order)) : null
  const streamKey = order && open?.state === 'streaming' && (kind.streaming?.(order) ?? true) ? `${open.id}:${order.isPaid}` : null
  const update = (id: string, change: (m: M) => M) => patch((x) => x && kind.withList(x, kind.list(x).map((m) => (m.id === id ? change(m) : m))))
  useAnswerStream({
    key: streamKey,
    url: order?.streamUrl,
    answer: open,
    update,
    refetch,
    onPaywall: (id) => (kind.paywall === 'preview' ? update(id, (m) => ({ ...m, isPreview: true })) : void refetch()),
  })
  const payOrder = useAnswerPayment({ order, demo, run, context: { orderType: kind.orderType, orderId: o.id }, pay: o.pay, paid: replace })
  const balance = account.me?.balance.balanceTokens ?? null
  return { live, order, open, busy, run, demo, balance, payOrder }
}
