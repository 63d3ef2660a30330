// The AI order chat (contract: AiOrderChat on /ecosystem/ai/{id} and in the task solver): the question, the answer
// streaming in with KaTeX formulas, «Ошибка: …» when the provider fails, the pay box with the price while unpaid (with
// the auto-pay rule on open), then clarifications with suggested prompts. On a task-solving order without an AI order
// it offers «Решить с ИИ», which attaches one. Live: the order's room re-reads it when a step ends elsewhere.
import { useEffect, useRef } from 'react'
import { useAtomValue } from 'jotai/react'
import { GENERIC_ERROR } from '../../domain/errors'
import { unifiedOrderRoom } from '../../domain/realtime'
import { AI_MESSAGE_ROLE } from '../../domain/ai-order/ai-order-input'
import { gql } from '../graphql/client'
import { getApiToken } from '../graphql/credentials'
import {
  AiOrderDocument,
  AutoPayAiOrderDocument,
  ClarifyAiOrderDocument,
  CreateCombinedAiOrderDocument,
  PayAiOrderDocument,
  SendAiAnswerToTelegramDocument,
  type AiOrderFieldsFragment,
} from '../graphql/generated/ai-orders/graphql'
import { accountAtom, loadAccount } from '../money/account-store'
import { openRefillFor, payOrderFromBalance } from '../money/pay-from-balance'
import { usePayAfterRefill } from '../money/use-payment-return'
import { useDemoWriter } from '../money/demo-writer'
import { tokensToAsk } from '../money/order-price'
import { orderLoadStatus, useLiveOrder } from '../realtime/use-live-order'
import { myOrderTexts, OrderPageShell } from '../orders/order-page-shell'
import { toast } from '../toasts/toast-store'
import { AiClarify, AiPayBox, useAiAction } from './answer-actions'
import { followAiAnswer, isStreamBatchNotice } from './ai-stream'
import { MathText } from './math-text'
import './answer.css'

export type AiOrderChatProps = { unifiedOrderId: number; subjectId: number | null; isGuest: boolean; /** The order page itself: no order means not found, not «Решить с ИИ». */ standalone?: boolean }

type TOrder = AiOrderFieldsFragment
type TMessage = TOrder['messages'][number]
type TBusy = 'create' | 'pay' | 'clarify' | 'telegram'

const EVENTS = ['ai-order-changed', 'ai-order-clarification-received'] as const

const TEXTS = myOrderTexts('Загружаем решение…', 'Возможно, он создан в другом аккаунте или браузере.')


const patchMessage = (id: string, patch: (m: TMessage) => TMessage) => (o: TOrder | null) => o && { ...o, messages: o.messages.map((m) => (m.id === id ? patch(m) : m)) }

const lastAnswer = (o: TOrder) => [...o.messages].reverse().find((m) => m.role === AI_MESSAGE_ROLE.assistant) ?? null

export function AiOrderChat({ unifiedOrderId, subjectId, isGuest, standalone = false }: AiOrderChatProps) {
  const id = String(unifiedOrderId)
  const { busy, run } = useAiAction<TBusy>()
  const account = useAtomValue(accountAtom)
  const demo = useDemoWriter()
  // Live: the order's room re-reads it when a step ends elsewhere (a batch notice is the stream's business).
  const live = useLiveOrder({
    id,
    load: async () => (await gql(AiOrderDocument, { unifiedOrderId: id })).getAiOrderById ?? null,
    room: () => unifiedOrderRoom(id),
    events: EVENTS,
    accept: (m) => m.event !== 'ai-order-changed' || !isStreamBatchNotice(m),
  })
  const { refetch, replace, patch } = live

  // The auto-pay rule, once the order is first seen: the server pays only for a subscription, trial credits or the
  // autoPayForAiOrder return.
  const autoPay = useRef(false)
  const firstSeen = live.data !== undefined || Boolean(live.error)
  useEffect(() => {
    if (!firstSeen || autoPay.current) return
    autoPay.current = true
    if (isGuest || !getApiToken()) return
    void loadAccount()
    const order = live.data
    if (order && !order.isPaid) {
      const requested = new URLSearchParams(location.search).has('autoPayForAiOrder')
      void gql(AutoPayAiOrderDocument, { unifiedOrderId: id, requested })
        .catch(() => null)
        .then((paid) => paid?.autoPayForAiOrder?.isPaid && replace(paid.autoPayForAiOrder))
    }
  }, [firstSeen])

  const order = live.data ?? null
  const open = order ? lastAnswer(order) : null
  const streamKey = order && open?.state === 'streaming' ? `${open.id}:${order.isPaid}` : null
  useEffect(() => {
    if (!order || !open || !streamKey) return
    return followAiAnswer({
      url: order.streamUrl,
      messageId: open.id,
      offset: open.content.length,
      onChunk: (text) => patch(patchMessage(open.id, (m) => ({ ...m, content: m.content + text }))),
      onComplete: () => void refetch(),
      onError: (message) => patch(patchMessage(open.id, (m) => ({ ...m, state: 'failed', error: message }))),
      onPaywall: () => patch(patchMessage(open.id, (m) => ({ ...m, isPreview: true }))),
    })
    // The stream follows one message in one paid state; its text changes must not restart it.
  }, [streamKey])

  const payOrder = (o: TOrder) =>
    run('pay', async () => {
      const paid = await payOrderFromBalance({ price: tokensToAsk(o.price, demo), pay: () => gql(PayAiOrderDocument, { unifiedOrderId: id }), order: { orderType: 'ai', orderId: id } })
      if (paid) {
        replace(paid.tryToPayForCombinedAiOrderFromBalance)
        toast.success('Ответ открыт')
      }
    })
  // Back from a top-up made for this answer: it opens without another click.
  usePayAfterRefill(order && !order.isPaid ? () => payOrder(order) : null)


  // No AI order on a task-solving order yet: «Решить с ИИ» (on the order page itself, the shell says not found).
  if (live.data === null && !standalone)
    return (
      <section className="card ai-chat" data-state="none">
        <h2 className="ai-title">Решение от ИИ</h2>
        <p className="ai-note">ИИ разберёт задачу по шагам, объяснит каждый шаг и ответит на уточнения.</p>
        <button
          type="button"
          className="btn ai-start"
          data-action="solve-with-ai"
          disabled={busy !== null}
          onClick={() =>
            void run('create', async () => {
              const d = await gql(CreateCombinedAiOrderDocument, { unifiedOrderId: id, subjectId })
              replace(d.createCombinedAiOrder)
            })
          }
        >
          {busy === 'create' ? 'Запускаем…' : 'Решить с ИИ'}
        </button>
      </section>
    )

  return (
    <OrderPageShell status={orderLoadStatus(live)} order={order} texts={TEXTS} className="ai-chat" heading={standalone ? 'h1' : 'h2'} onRetry={() => void refetch()}>
      {chat}
    </OrderPageShell>
  )

  function chat(o: TOrder) {
    const preview = open?.isPreview && !o.isPaid
    const balance = account.me?.balance.balanceTokens ?? null
    const doneAnswer = open && open.state === 'done' ? open : null
    return (
      <section className="card ai-chat" data-status={o.status} data-paid={o.isPaid || undefined}>
        <header className="ai-head">
          <h2 className="ai-title">Решение от ИИ</h2>
          {o.subject && <span className="badge badge--primary">{o.subject.title}</span>}
          {o.isDemo && (
            <span className="badge" data-demo="true" title="Нейросеть не подключена: ответы пишет демонстрационный генератор">
              Демо-режим
            </span>
          )}
        </header>
        <ol className="ai-messages" aria-live="polite">
          {o.messages.map((m) => (
            <Message key={m.id} m={m} locked={Boolean(preview && m.id === open?.id)} />
          ))}
        </ol>
        {preview && (
          <AiPayBox
            price={o.price}
            demo={demo}
            balance={balance}
            isGuest={isGuest || !getApiToken()}
            busy={busy === 'pay'}
            onRefill={() => openRefillFor(o.price, balance)}
            onPay={() => void payOrder(o)}
          />
        )}
        {o.isPaid && o.status === 'ANSWERED' && (
          <AiClarify
            left={o.clarificationsCountLeft}
            prompts={o.suggestedPrompts}
            busy={busy === 'clarify'}
            onAsk={async (question) => {
              const d = await run('clarify', () => gql(ClarifyAiOrderDocument, { unifiedOrderId: id, question }))
              if (d) replace(d.createCombinedAiOrderClarification)
              return d !== null
            }}
            onTelegram={
              doneAnswer && !isGuest
                ? () =>
                    void run('telegram', async () => {
                      await gql(SendAiAnswerToTelegramDocument, { queryId: doneAnswer.id })
                      toast.success('Ответ отправлен в Телеграм')
                    })
                : null
            }
          />
        )}
      </section>
    )
  }
}

function Message({ m, locked }: { m: TMessage; locked: boolean }) {
  if (m.role === AI_MESSAGE_ROLE.user)
    return (
      <li className="ai-msg ai-msg--user" data-role="user">
        {m.content}
      </li>
    )
  if (m.role === AI_MESSAGE_ROLE.system)
    return (
      <li className="ai-msg ai-msg--system" data-role="system">
        {m.content}
      </li>
    )
  return (
    <>
      <li className={`ai-msg ai-msg--assistant${locked ? ' ai-msg--locked' : ''}`} data-role="assistant" data-state={m.state}>
        {m.content ? <MathText text={m.content} /> : m.state === 'streaming' ? <p className="ai-note">ИИ решает задачу…</p> : null}
        {m.state === 'streaming' && !locked && <span className="ai-caret" aria-hidden="true" />}
      </li>
      {m.state === 'failed' && (
        <li className="ai-msg ai-msg--system" data-role="system" role="alert">
          Ошибка: {m.error ?? GENERIC_ERROR}
        </li>
      )}
    </>
  )
}
