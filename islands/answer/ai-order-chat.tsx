// The AI order chat (contract: AiOrderChat on /ecosystem/ai/{id} and in the task solver): the question, the answer
// streaming in with KaTeX formulas, «Ошибка: …» when the provider fails, the pay box with the price while unpaid (with
// the auto-pay rule on open), then clarifications with suggested prompts. On a task-solving order without an AI order
// it offers «Решить с ИИ», which attaches one. Live: the order's room re-reads it when a step ends elsewhere. The spec's
// AI order fields (orders.md §3): the work type beside the subject, the answer's rating once paid (stage ai-answer, once)
// and, on the order page itself, the search result (the task page lists the same matches beside the chat). A failed
// creation, payment, clarification or rating says 'Что-то пошло не так' (orders.md §8; domain/task/task-failure.ts).
import { useEffect, useRef } from 'react'
import { AI_MESSAGE_ROLE } from '../../domain/ai-order/ai-order-input'
import { AI_RATING_STAGE } from '../../domain/ai-order/order-statuses'
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
import { loadAccount } from '../money/account-store'
import { orderLoadStatus } from '../realtime/use-live-order'
import { myOrderTexts, OrderPageShell } from '../orders/order-page-shell'
import { AnswerRating } from '../orders/answer-rating'
import { taskCodeText, taskErrorText } from '../orders/task-failure'
import { toast } from '../toasts/toast-store'
import { aiErrorText, AiClarify, AiPayBox } from './answer-actions'
import { SearchByOrderResult } from './library-matches'
import { AnswerDemoBadge, AnswerMessage } from './answer-message'
import { useAnswerOrder, type TAnswerKind } from './use-answer'
import './answer.css'

export type AiOrderChatProps = { unifiedOrderId: number; subjectId: number | null; isGuest: boolean; /** The order page itself: no order means not found, not «Решить с ИИ». */ standalone?: boolean }

type TOrder = AiOrderFieldsFragment
type TMessage = TOrder['messages'][number]
type TBusy = 'create' | 'clarify' | 'telegram'

const KIND: TAnswerKind<TOrder, TMessage> = {
  events: ['ai-order-changed', 'ai-order-clarification-received'],
  orderType: 'ai',
  list: (o) => o.messages,
  withList: (o, messages) => ({ ...o, messages }),
  paywall: 'preview',
  // Telegram keeps the server's words («Телеграм не привязан» tells what to do); the task order's calls say the spec's.
  failureText: (e, kind) => (kind === 'telegram' ? aiErrorText(e) : taskErrorText(e)),
}

const TEXTS = myOrderTexts('Загружаем решение…', 'Возможно, он создан в другом аккаунте или браузере.')


export function AiOrderChat({ unifiedOrderId, subjectId, isGuest, standalone = false }: AiOrderChatProps) {
  const id = String(unifiedOrderId)
  const { live, order, open, busy, run, demo, balance, payOrder } = useAnswerOrder<TOrder, TMessage, TBusy>(KIND, {
    id,
    load: async () => (await gql(AiOrderDocument, { unifiedOrderId: id })).getAiOrderById ?? null,
    pay: async () => (await gql(PayAiOrderDocument, { unifiedOrderId: id })).tryToPayForCombinedAiOrderFromBalance,
  })
  const { refetch, replace } = live

  // The auto-pay rule, once the order is first seen: the server pays only for a subscription, trial credits or the
  // autoPayForAiOrder return.
  const autoPay = useRef(false)
  const firstSeen = live.data !== undefined || Boolean(live.error)
  useEffect(() => {
    if (!firstSeen || autoPay.current) return
    autoPay.current = true
    if (isGuest || !getApiToken()) return
    void loadAccount()
    if (order && !order.isPaid) {
      const requested = new URLSearchParams(location.search).has('autoPayForAiOrder')
      void gql(AutoPayAiOrderDocument, { unifiedOrderId: id, requested })
        .catch(() => null)
        .then((paid) => paid?.autoPayForAiOrder?.isPaid && replace(paid.autoPayForAiOrder))
    }
  }, [firstSeen])


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
    const doneAnswer = open && open.state === 'done' ? open : null
    // Rated once an answer is paid and written; a clarification streaming in does not hide it.
    const rateable = o.isPaid && !isGuest && o.messages.some((m) => m.role === AI_MESSAGE_ROLE.assistant && m.state === 'done')
    return (
      <section className="card ai-chat" data-status={o.status} data-paid={o.isPaid || undefined}>
        <header className="ai-head">
          <h2 className="ai-title">Решение от ИИ</h2>
          {o.subject && <span className="badge badge--primary">{o.subject.title}</span>}
          {o.aiWorkType && (
            <span className="badge" data-work-type={o.aiWorkType.id}>
              {o.aiWorkType.title}
            </span>
          )}
          {o.isDemo && <AnswerDemoBadge />}
        </header>
        <ol className="ai-messages" aria-live="polite">
          {o.messages.map((m) => (
            <Message key={m.id} m={m} locked={Boolean(preview && m.id === open?.id)} />
          ))}
        </ol>
        {rateable && <AnswerRating unifiedOrderId={o.unifiedOrderId} stage={AI_RATING_STAGE} rated={o.rate?.rate ?? null} failureText={taskCodeText} />}
        {preview && (
          <AiPayBox
            price={o.price}
            demo={demo}
            balance={balance}
            isGuest={isGuest || !getApiToken()}
            busy={busy === 'pay'}
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
        {standalone && <SearchByOrderResult matches={o.searchByOrderResult} />}
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
  return <AnswerMessage m={m} locked={locked} waiting="ИИ решает задачу…" />
}
