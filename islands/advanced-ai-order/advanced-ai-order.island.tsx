// The advanced AI order page's island (route ecosystem-advanced-ai__order): the question, the answer streaming in (the
// AI order's stream reader and KaTeX text), the references it cites listed under it with their links, the AI order's
// pay box while unpaid and its clarification form once paid. Live: the unified order's room re-reads finished steps.
import { useEffect } from 'react'
import { AI_MESSAGE_ROLE } from '../../domain/ai-order/ai-order-input'
import { ADVANCED_AI_TYPE_LABEL } from '../../domain/advanced-ai-order/advanced-ai-order-input'
import { gql } from '../graphql/client'
import { getApiToken } from '../graphql/credentials'
import { AdvancedAiOrderDocument, ClarifyAdvancedAiOrderDocument, PayAdvancedAiOrderDocument, type AdvancedAiOrderFieldsFragment } from '../graphql/generated/advanced-ai-orders/graphql'
import { loadAccount } from '../money/account-store'
import { orderLoadStatus } from '../realtime/use-live-order'
import { myOrderTexts, OrderPageShell } from '../orders/order-page-shell'
import { AiClarify, AiPayBox } from '../answer/answer-actions'
import { AnswerDemoBadge, AnswerMessage } from '../answer/answer-message'
import { useAnswerOrder, type TAnswerKind } from '../answer/use-answer'
import '../answer/answer.css'
import './advanced-ai-order.css'

export type AdvancedAiOrderIslandProps = { unifiedOrderId: string }

type TOrder = AdvancedAiOrderFieldsFragment
type TQuery = TOrder['queries'][number]

const KIND: TAnswerKind<TOrder, TQuery> = {
  events: ['advanced-ai-order-changed', 'advanced-ai-order-clarification-received'],
  orderType: 'advanced-ai',
  list: (o) => o.queries,
  withList: (o, queries) => ({ ...o, queries }),
  // The answer streams once the sources are found; a paywall re-reads the order.
  streaming: (o) => o.status === 'ANSWERING',
  paywall: 'refetch',
}

const TEXTS = myOrderTexts('Загружаем ответ…', 'Возможно, он создан в другом аккаунте или браузере.')

export default function AdvancedAiOrderIsland({ unifiedOrderId }: AdvancedAiOrderIslandProps) {
  const id = unifiedOrderId
  const isGuest = typeof window === 'undefined' ? true : !getApiToken()
  const { live, order, open, busy, run, demo, balance, payOrder } = useAnswerOrder<TOrder, TQuery, 'clarify'>(KIND, {
    id,
    load: async () => (await gql(AdvancedAiOrderDocument, { unifiedOrderId: id })).getAdvancedAiOrderById ?? null,
    pay: async () => (await gql(PayAdvancedAiOrderDocument, { unifiedOrderId: id })).tryToPayForAdvancedAiOrderFromBalance,
  })
  const { refetch, replace } = live

  useEffect(() => {
    if (getApiToken()) void loadAccount()
  }, [])


  return (
    <OrderPageShell status={orderLoadStatus(live)} order={order} texts={TEXTS} className="ai-chat" onRetry={() => void refetch()}>
      {answer}
    </OrderPageShell>
  )

  function answer(o: TOrder) {
    const preview = Boolean(open?.isPreview) && !o.isPaid
    return (
      <section className="card ai-chat" data-status={o.status} data-paid={o.isPaid || undefined}>
        <header className="ai-head">
          <h1 className="ai-title">Ответ ИИ по источникам</h1>
          <span className="badge badge--primary">{ADVANCED_AI_TYPE_LABEL[o.type]}</span>
          {o.category && <span className="badge">{o.category}</span>}
          {o.isDemo && <AnswerDemoBadge />}
        </header>
        <ol className="ai-messages" aria-live="polite">
          {o.queries.map((q) => (
            <Query key={q.id} q={q} locked={preview && q.id === open?.id} searching={o.status === 'SEARCHING'} />
          ))}
        </ol>
        {o.status !== 'SEARCHING' && (
          <section className="adv-refs" aria-labelledby="adv-refs-title" data-references={o.advancedAiReferences.length}>
            <h2 className="adv-refs__title" id="adv-refs-title">
              Источники
            </h2>
            {o.advancedAiReferences.length ? (
              <ol className="adv-refs__list">
                {o.advancedAiReferences.map((r) => (
                  <li key={r.id} value={r.position} data-reference={r.position}>
                    {r.author ? `${r.author.replace(/\.$/, '')}. ` : ''}
                    {r.url ? (
                      <a href={r.url} target="_blank" rel="noopener noreferrer nofollow">
                        {r.title}
                      </a>
                    ) : (
                      r.title
                    )}
                    {r.year ? ` (${r.year})` : ''}
                  </li>
                ))}
              </ol>
            ) : (
              <p className="ai-note">Источники по этому вопросу не найдены: ответ дан без ссылок на литературу.</p>
            )}
          </section>
        )}
        {preview && (
          <AiPayBox
            price={o.price}
            demo={demo}
            balance={balance}
            isGuest={isGuest}
            busy={busy === 'pay'}
            onPay={() => void payOrder(o)}
          />
        )}
        {o.isPaid && o.status === 'ANSWERED' && (
          <AiClarify
            left={o.clarificationsCountLeft}
            prompts={[]}
            busy={busy === 'clarify'}
            onAsk={async (question) => {
              const d = await run('clarify', () => gql(ClarifyAdvancedAiOrderDocument, { unifiedOrderId: id, question }))
              if (d) replace(d.createAdvancedAiOrderClarification)
              return d !== null
            }}
            onTelegram={null}
          />
        )}
      </section>
    )
  }
}

function Query({ q, locked, searching }: { q: TQuery; locked: boolean; searching: boolean }) {
  if (q.role !== AI_MESSAGE_ROLE.assistant)
    return (
      <li className="ai-msg ai-msg--user" data-role="user">
        {q.content}
      </li>
    )
  return <AnswerMessage m={q} locked={locked} waiting={searching ? 'Ищем источники по вопросу…' : 'ИИ пишет ответ…'} />
}
