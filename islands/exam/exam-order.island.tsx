// An exam order (route exam__order, login required): the tickets with their status, filled in live as the job answers
// them (the unified order's room), opened one by one; the total and payment from the balance once all are ready; after
// payment every answer in full and «Скачать DOCX». Before payment each answer shows its first lines only.
import { useCallback, useEffect, useState } from 'react'
import { useAtomValue } from 'jotai/react'
import { AUTH_PATH } from '../../domain/routes'
import { GENERIC_ERROR } from '../../domain/errors'
import { unifiedOrderRoom } from '../../domain/realtime'
import { examPriceLine } from '../../domain/exam/pricing'
import { ApiError } from '../graphql/api-error'
import { getApiToken } from '../graphql/credentials'
import { accountAtom, loadAccount } from '../money/account-store'
import { tokensLabel } from '../money/money-api'
import { payFromBalance, openRefillIfShort } from '../money/pay-from-balance'
import { sharedRealtime } from '../realtime/shared'
import { toast } from '../toasts/toast-store'
import { Icon } from '../icons'
import { downloadExamDocx, loadExamOrder, payExamOrder, retryExamOrder, type TExamOrderView, type TExamTicketView } from './exam-api'
import './exam.css'

export type ExamOrderProps = { unifiedOrderId: string }
type TState = { status: 'loading' } | { status: 'missing' } | { status: 'failed' } | { status: 'ready'; order: TExamOrderView }

const SOURCE_LABEL = { library: 'Из библиотеки', ai: 'Ответ ИИ' } as const

function signIn() {
  location.replace(`${AUTH_PATH}?redirect=${encodeURIComponent(location.pathname + location.search)}`)
}

function Ticket({ t, paid }: { t: TExamTicketView; paid: boolean }) {
  const ready = t.status === 'answered'
  return (
    <li className="exam-ticket" data-ticket={t.position} data-status={t.status}>
      <details>
        <summary>
          <span className="exam-ticket__no">Билет {t.position}</span>
          <span className="exam-ticket__q">{t.question}</span>
          <span className={ready ? 'badge badge--success' : 'badge'}>{ready ? 'Готов' : 'Готовится'}</span>
          <Icon name="chevron" size={18} className="exam-ticket__chevron" />
        </summary>
        <div className="exam-ticket__body">
          {!ready && <p className="field__hint">Ответ готовится…</p>}
          {ready && (
            <p className="exam-ticket__meta">
              <span className="badge badge--primary">{SOURCE_LABEL[t.source ?? 'ai']}</span>
              {t.isDemo && <span className="badge badge--warning">Демо</span>}
            </p>
          )}
          {ready && paid && t.answer !== null && (
            <div className="exam-ticket__answer" data-answer="full">
              {t.answer.split(/\n+/).map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
          )}
          {ready && !paid && (
            <div className="exam-ticket__answer exam-ticket__answer--short" data-answer="preview">
              <p>{t.preview}</p>
              <p className="field__hint">Весь ответ откроется после оплаты.</p>
            </div>
          )}
        </div>
      </details>
    </li>
  )
}

export default function ExamOrder({ unifiedOrderId }: ExamOrderProps) {
  const [state, setState] = useState<TState>({ status: 'loading' })
  const [busy, setBusy] = useState<'pay' | 'docx' | 'retry' | null>(null)
  const account = useAtomValue(accountAtom)

  const refetch = useCallback(async () => {
    try {
      setState({ status: 'ready', order: await loadExamOrder(unifiedOrderId) })
    } catch (e) {
      if (e instanceof ApiError && e.code === 'UNAUTHENTICATED') return signIn()
      setState(e instanceof ApiError && e.code === 'NOT_FOUND' ? { status: 'missing' } : { status: 'failed' })
    }
  }, [unifiedOrderId])

  useEffect(() => {
    if (!getApiToken()) return signIn()
    void refetch()
    void loadAccount()
  }, [refetch])

  useEffect(() => {
    if (!getApiToken()) return
    const rt = sharedRealtime()
    const room = unifiedOrderRoom(unifiedOrderId)
    rt.join(room)
    const off = rt.on('unified-order-search-status-changed', (m) => m.room === room && void refetch())
    return () => {
      off()
      rt.leave(room)
    }
  }, [unifiedOrderId, refetch])

  // A missed event must not leave the page waiting: while answering, it also looks again every few seconds.
  const answering = state.status === 'ready' && state.order.status === 'answering'
  useEffect(() => {
    if (!answering) return
    const timer = setInterval(() => void refetch(), 4000)
    return () => clearInterval(timer)
  }, [answering, refetch])

  if (state.status === 'loading')
    return (
      <p className="exam-note" aria-busy="true">
        Загружаем заказ…
      </p>
    )
  if (state.status === 'missing')
    return (
      <section className="card exam-note" data-state="missing">
        <h1>Заказ не найден</h1>
        <p>Возможно, он создан в другом аккаунте.</p>
        <a className="btn" href="/ecosystem/my-orders">
          Мои задания
        </a>
      </section>
    )
  if (state.status === 'failed')
    return (
      <section className="card exam-note" data-state="failed">
        <p>{GENERIC_ERROR}</p>
        <button type="button" className="btn" onClick={() => void refetch()}>
          Повторить
        </button>
      </section>
    )

  const { order } = state
  const balance = account.me?.balance.balanceTokens ?? null

  async function pay() {
    setBusy('pay')
    try {
      const r = await payFromBalance({ price: order.price, pay: () => payExamOrder(order.id) })
      if (r.decision === 'pay' && 'result' in r && r.result) {
        setState({ status: 'ready', order: r.result })
        toast.success('Ответы открыты')
      }
    } catch (e) {
      if (!openRefillIfShort(e)) toast.error(e instanceof ApiError ? e.message : GENERIC_ERROR)
    } finally {
      setBusy(null)
    }
  }

  async function docx() {
    setBusy('docx')
    await downloadExamDocx(order.id).catch((e: unknown) => toast.error(e instanceof ApiError ? e.message : GENERIC_ERROR))
    setBusy(null)
  }

  async function retry() {
    setBusy('retry')
    try {
      setState({ status: 'ready', order: await retryExamOrder(order.id) })
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : GENERIC_ERROR)
    } finally {
      setBusy(null)
    }
  }

  return (
    <article className="exam-order" data-status={order.status} data-paid={order.isPaid || undefined}>
      <header className="exam-order__head">
        <p className="exam-order__meta">
          <span className="badge badge--primary">Билеты к экзамену</span>
          {order.isPaid && <span className="badge badge--success">Оплачено</span>}
          {order.hasDemo && <span className="badge badge--warning">Есть демо-ответы</span>}
        </p>
        <h1>Ответы на билеты</h1>
        <p className="exam-order__progress" data-answered={order.answeredCount} aria-live="polite">
          Готово {order.answeredCount} из {order.ticketsCount}
        </p>
        {order.status === 'answering' && (
          <progress className="exam-order__bar" max={order.ticketsCount} value={order.answeredCount}>
            {order.answeredCount}
          </progress>
        )}
      </header>
      {order.status === 'failed' && (
        <section className="card exam-order__failed" data-screen="failed">
          <p>{order.errorDescription ?? GENERIC_ERROR}</p>
          <button type="button" className="btn" data-action="retry" onClick={() => void retry()} disabled={busy !== null}>
            Попробовать ещё раз
          </button>
        </section>
      )}
      <ol className="exam-tickets">
        {order.tickets.map((t) => (
          <Ticket key={t.position} t={t} paid={order.isPaid} />
        ))}
      </ol>
      {!order.isPaid && (
        <section className="card exam-pay" data-screen="payment">
          <div>
            <span className="exam-pay__label">К оплате</span>
            <strong className="exam-price" data-price-line data-total={order.price}>
              {examPriceLine(order.ticketsCount, order.ticketPrice)}
            </strong>
          </div>
          {balance !== null && (
            <div>
              <span className="exam-pay__label">На балансе</span>
              <strong data-balance-tokens={balance}>{tokensLabel(balance)}</strong>
            </div>
          )}
          <div className="exam-pay__actions">
            <button type="button" className="btn" data-action="pay" onClick={() => void pay()} disabled={busy !== null || order.status !== 'ready'}>
              {busy === 'pay' ? 'Оплачиваем…' : order.status === 'ready' ? 'Оплатить с баланса' : 'Ответы готовятся…'}
            </button>
          </div>
        </section>
      )}
      {order.isPaid && (
        <section className="card exam-pay" aria-label="Скачать">
          <button type="button" className="btn" data-action="docx" onClick={() => void docx()} disabled={busy !== null}>
            {busy === 'docx' ? 'Готовим файл…' : 'Скачать DOCX'}
          </button>
        </section>
      )}
    </article>
  )
}
