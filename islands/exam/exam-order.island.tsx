// An exam order (route exam__order, login required): the tickets with their status, filled in live as the job answers
// them (the unified order's room), opened one by one; the total and payment from the balance once all are ready; after
// payment every answer in full and «Скачать DOCX». Before payment each answer shows its first lines only.
import { useEffect } from 'react'
import { useAtomValue } from 'jotai/react'
import { AUTH_PATH } from '../../domain/routes'
import { GENERIC_ERROR } from '../../domain/errors'
import { unifiedOrderRoom } from '../../domain/realtime'
import { examPriceLine } from '../../domain/exam/pricing'
import { ApiError } from '../graphql/api-error'
import { getApiToken } from '../graphql/credentials'
import { accountAtom, loadAccount } from '../money/account-store'
import { tokensLabel } from '../money/money-api'
import { payOrderFromBalance } from '../money/pay-from-balance'
import { usePayAfterRefill } from '../money/use-payment-return'
import { useDemoWriter } from '../money/demo-writer'
import { OrderPrice, tokensToAsk } from '../money/order-price'
import { orderLoadStatus, useLiveOrder } from '../realtime/use-live-order'
import { myOrderTexts, OrderPageShell } from '../orders/order-page-shell'
import { useOrderAction } from '../orders/use-order-action'
import { toast } from '../toasts/toast-store'
import { Icon } from '../icons'
import { downloadExamDocx, loadExamOrder, payExamOrder, retryExamOrder, type TExamOrderView, type TExamTicketView } from './exam-api'
import './exam.css'

export type ExamOrderProps = { unifiedOrderId: string }

const TEXTS = myOrderTexts('Загружаем заказ…', 'Возможно, он создан в другом аккаунте.')

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
          {ready && (
            <p className="exam-ticket__meta">
              <span className="badge badge--primary">{SOURCE_LABEL[t.source ?? 'ai']}</span>
              {t.isDemo && <span className="badge badge--warning">Демо</span>}
            </p>
          )}
          {paid && !ready && <p className="field__hint">Ответ готовится…</p>}
          {ready && paid && t.answer !== null && (
            <div className="exam-ticket__answer" data-answer="full">
              {t.answer.split(/\n+/).map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
          )}
          {/* Before payment the chevron opens a preview (issue 33): under the question (the summary has it in full) the
              answer's first lines when it is ready, and what payment gives; the answer itself stays behind the payment. */}
          {!paid && (
            <div className="exam-ticket__answer exam-ticket__answer--short" data-answer="preview">
              {ready && t.preview ? <p className="exam-ticket__lead">{t.preview}</p> : <p className="field__hint">Ответ готовится…</p>}
              <p className="field__hint" data-preview="gets">
                После оплаты: весь ответ на этот билет здесь и в одном DOCX со всеми билетами.
              </p>
            </div>
          )}
        </div>
      </details>
    </li>
  )
}

const EVENTS = ['unified-order-search-status-changed'] as const

export default function ExamOrder({ unifiedOrderId }: ExamOrderProps) {
  const signedIn = typeof window !== 'undefined' && Boolean(getApiToken())
  const { busy, run } = useOrderAction<'pay' | 'docx' | 'retry'>()
  const account = useAtomValue(accountAtom)
  const demo = useDemoWriter()
  // Live in the unified order's room; a missed event must not leave the page waiting: while answering, it also polls.
  const live = useLiveOrder({
    id: unifiedOrderId,
    enabled: signedIn,
    load: () =>
      loadExamOrder(unifiedOrderId).catch((e: unknown) => {
        if (e instanceof ApiError && e.code === 'UNAUTHENTICATED') signIn()
        throw e
      }),
    room: () => unifiedOrderRoom(unifiedOrderId),
    events: EVENTS,
    pollWhile: (order) => order.status === 'answering',
  })
  const { refetch, replace } = live

  useEffect(() => {
    if (!getApiToken()) return signIn()
    void loadAccount()
  }, [])

  const payOrder = (order: TExamOrderView) =>
    run('pay', async () => {
      const paid = await payOrderFromBalance({ price: tokensToAsk(order.price, demo), pay: () => payExamOrder(order.id), order: { orderType: 'exam', orderId: unifiedOrderId } })
      if (paid) {
        replace(paid)
        toast.success('Ответы открыты')
      }
    })
  // Back from a top-up made for these tickets: they open without another click.
  const loaded = live.data
  usePayAfterRefill(loaded && !loaded.isPaid ? () => payOrder(loaded) : null)

  return (
    <OrderPageShell status={orderLoadStatus(live)} order={live.data} texts={TEXTS} className="exam-order" onRetry={() => void refetch()}>
      {tickets}
    </OrderPageShell>
  )

  function tickets(order: TExamOrderView) {
    const balance = account.me?.balance.balanceTokens ?? null

    const pay = () => payOrder(order)
    const docx = () => run('docx', () => downloadExamDocx(order.id))
    const retry = () => run('retry', async () => replace(await retryExamOrder(order.id)))

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
              <span className="exam-price" data-price-line data-total={order.price}>
                <OrderPrice price={order.price} demo={demo} label={examPriceLine(order.ticketsCount, order.ticketPrice)} />
              </span>
            </div>
            {balance !== null && (
              <div>
                <span className="exam-pay__label">На балансе</span>
                <strong data-balance-tokens={balance}>{tokensLabel(balance)}</strong>
              </div>
            )}
            <div className="exam-pay__actions">
              <button type="button" className="btn" data-action="pay" onClick={() => void pay()} disabled={busy !== null || order.status !== 'ready'}>
                {busy === 'pay' ? 'Оплачиваем…' : order.status !== 'ready' ? 'Ответы готовятся…' : demo ? 'Открыть бесплатно' : 'Оплатить с баланса'}
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
}
