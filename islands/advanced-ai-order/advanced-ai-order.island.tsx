// The advanced AI order page's island (route ecosystem-advanced-ai__order): the question, the answer streaming in (the
// AI order's stream reader and KaTeX text), the references it cites listed under it with their links, the AI order's
// pay box while unpaid and its clarification form once paid. Live: the unified order's room re-reads finished steps.
import { useCallback, useEffect, useState } from 'react'
import { useAtomValue } from 'jotai/react'
import { GENERIC_ERROR } from '../../domain/errors'
import { unifiedOrderRoom } from '../../domain/realtime'
import { AI_MESSAGE_ROLE } from '../../domain/ai-order/ai-order-input'
import { ADVANCED_AI_TYPE_LABEL } from '../../domain/advanced-ai-order/advanced-ai-order-input'
import { ApiError } from '../graphql/api-error'
import { gql } from '../graphql/client'
import { getApiToken } from '../graphql/credentials'
import { AdvancedAiOrderDocument, ClarifyAdvancedAiOrderDocument, PayAdvancedAiOrderDocument, type AdvancedAiOrderFieldsFragment } from '../graphql/generated/advanced-ai-orders/graphql'
import { accountAtom, loadAccount } from '../money/account-store'
import { payFromBalance, openRefillIfShort } from '../money/pay-from-balance'
import { openPopup } from '../popups/popup-store'
import { sharedRealtime } from '../realtime/shared'
import { toast } from '../toasts/toast-store'
import { AiClarify, AiPayBox } from '../ai-order/ai-order-actions'
import { followAiAnswer } from '../ai-order/ai-stream'
import { MathText } from '../ai-order/math-text'
import '../ai-order/ai-order.css'
import './advanced-ai-order.css'

export type AdvancedAiOrderIslandProps = { unifiedOrderId: string }

type TOrder = AdvancedAiOrderFieldsFragment
type TQuery = TOrder['queries'][number]
type TState = { status: 'loading' } | { status: 'missing' } | { status: 'failed' } | { status: 'ready'; order: TOrder }

const errorText = (e: unknown) => (e instanceof ApiError && e.code !== 'NETWORK' && e.code !== 'INTERNAL' ? e.message : GENERIC_ERROR)
const patchQuery = (s: TState, id: string, patch: (q: TQuery) => TQuery): TState =>
  s.status === 'ready' ? { status: 'ready', order: { ...s.order, queries: s.order.queries.map((q) => (q.id === id ? patch(q) : q)) } } : s

export default function AdvancedAiOrderIsland({ unifiedOrderId }: AdvancedAiOrderIslandProps) {
  const id = unifiedOrderId
  const isGuest = typeof window === 'undefined' ? true : !getApiToken()
  const [state, setState] = useState<TState>({ status: 'loading' })
  const [busy, setBusy] = useState<'pay' | 'clarify' | null>(null)
  const account = useAtomValue(accountAtom)

  const refetch = useCallback(async () => {
    try {
      const d = await gql(AdvancedAiOrderDocument, { unifiedOrderId: id })
      setState(d.getAdvancedAiOrderById ? { status: 'ready', order: d.getAdvancedAiOrderById } : { status: 'missing' })
    } catch {
      setState({ status: 'failed' })
    }
  }, [id])

  useEffect(() => {
    void refetch()
    if (getApiToken()) void loadAccount()
  }, [refetch])

  useEffect(() => {
    const rt = sharedRealtime()
    const room = unifiedOrderRoom(id)
    rt.join(room)
    // Batch notices (with a messageId) are the stream's business; a finished step re-reads the order.
    const offChanged = rt.on('advanced-ai-order-changed', (m) => m.room === room && !(m.data as { messageId?: string } | null)?.messageId && void refetch())
    const offClarified = rt.on('advanced-ai-order-clarification-received', (m) => m.room === room && void refetch())
    return () => {
      offChanged()
      offClarified()
      rt.leave(room)
    }
  }, [id, refetch])

  const order = state.status === 'ready' ? state.order : null
  const open = order ? ([...order.queries].reverse().find((q) => q.role === AI_MESSAGE_ROLE.assistant) ?? null) : null
  const streamKey = order && open?.state === 'streaming' && order.status === 'ANSWERING' ? `${open.id}:${order.isPaid}` : null
  useEffect(() => {
    if (!order || !open || !streamKey) return
    return followAiAnswer({
      url: order.streamUrl,
      messageId: open.id,
      offset: open.content.length,
      onChunk: (text) => setState((s) => patchQuery(s, open.id, (q) => ({ ...q, content: q.content + text }))),
      onComplete: () => void refetch(),
      onError: (message) => setState((s) => patchQuery(s, open.id, (q) => ({ ...q, state: 'failed', error: message }))),
      onPaywall: () => void refetch(),
    })
    // The stream follows one answer in one paid state; its text changes must not restart it.
  }, [streamKey])

  async function run<T>(kind: 'pay' | 'clarify', step: () => Promise<T>): Promise<T | null> {
    setBusy(kind)
    try {
      return await step()
    } catch (e) {
      if (!openRefillIfShort(e)) toast.error(errorText(e))
      return null
    } finally {
      setBusy(null)
    }
  }

  if (state.status === 'loading')
    return (
      <section className="card ai-chat" aria-busy="true">
        <p className="ai-note">Загружаем ответ…</p>
      </section>
    )
  if (state.status === 'missing')
    return (
      <section className="card ai-chat" data-state="missing">
        <h1 className="ai-title">Заказ не найден</h1>
        <p className="ai-note">Возможно, он создан в другом аккаунте или браузере.</p>
        <a className="btn" href="/ecosystem/my-orders">
          Мои задания
        </a>
      </section>
    )
  if (state.status === 'failed')
    return (
      <section className="card ai-chat" data-state="failed">
        <p className="ai-note">{GENERIC_ERROR}</p>
        <button type="button" className="btn" onClick={() => void refetch()}>
          Повторить
        </button>
      </section>
    )

  const o = state.order
  const preview = Boolean(open?.isPreview) && !o.isPaid
  const balance = account.me?.balance.balanceTokens ?? null
  return (
    <section className="card ai-chat" data-status={o.status} data-paid={o.isPaid || undefined}>
      <header className="ai-head">
        <h1 className="ai-title">Ответ ИИ по источникам</h1>
        <span className="badge badge--primary">{ADVANCED_AI_TYPE_LABEL[o.type]}</span>
        {o.category && <span className="badge">{o.category}</span>}
        {o.isDemo && (
          <span className="badge" data-demo="true" title="Нейросеть не подключена: ответы пишет демонстрационный генератор">
            Демо-режим
          </span>
        )}
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
          balance={balance}
          isGuest={isGuest}
          busy={busy === 'pay'}
          onRefill={() => openPopup('refill-balance', { amountTokens: balance !== null && balance < o.price ? o.price - balance : null })}
          onPay={() =>
            void run('pay', async () => {
              const r = await payFromBalance({ price: o.price, pay: () => gql(PayAdvancedAiOrderDocument, { unifiedOrderId: id }) })
              if (r.decision === 'pay' && 'result' in r && r.result) {
                setState({ status: 'ready', order: r.result.tryToPayForAdvancedAiOrderFromBalance })
                toast.success('Ответ открыт')
              }
            })
          }
        />
      )}
      {o.isPaid && o.status === 'ANSWERED' && (
        <AiClarify
          left={o.clarificationsCountLeft}
          prompts={[]}
          busy={busy === 'clarify'}
          onAsk={async (question) => {
            const d = await run('clarify', () => gql(ClarifyAdvancedAiOrderDocument, { unifiedOrderId: id, question }))
            if (d) setState({ status: 'ready', order: d.createAdvancedAiOrderClarification })
            return d !== null
          }}
          onTelegram={null}
        />
      )}
    </section>
  )
}

function Query({ q, locked, searching }: { q: TQuery; locked: boolean; searching: boolean }) {
  if (q.role !== AI_MESSAGE_ROLE.assistant)
    return (
      <li className="ai-msg ai-msg--user" data-role="user">
        {q.content}
      </li>
    )
  return (
    <>
      <li className={`ai-msg ai-msg--assistant${locked ? ' ai-msg--locked' : ''}`} data-role="assistant" data-state={q.state}>
        {q.content ? <MathText text={q.content} /> : q.state === 'streaming' ? <p className="ai-note">{searching ? 'Ищем источники по вопросу…' : 'ИИ пишет ответ…'}</p> : null}
        {q.state === 'streaming' && !locked && <span className="ai-caret" aria-hidden="true" />}
      </li>
      {q.state === 'failed' && (
        <li className="ai-msg ai-msg--system" data-role="system" role="alert">
          Ошибка: {q.error ?? GENERIC_ERROR}
        </li>
      )}
    </>
  )
}
