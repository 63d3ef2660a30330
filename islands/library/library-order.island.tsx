// A library order (route ecosystem-library__order, login required; orders.md §3 Library work order): the work's task
// and price with payment from the balance while unpaid; after payment the full answer, «Скачать PDF», «Отправить в
// Telegram», the rating and «Пожаловаться». Live: library-work-order-changed in the unified order's room re-reads it.
import { useEffect, useRef, useState } from 'react'
import { useAtomValue } from 'jotai/react'
import { AUTH_PATH } from '../../domain/routes'
import { unifiedOrderRoom } from '../../domain/realtime'
import { ApiError } from '../graphql/api-error'
import { gql } from '../graphql/client'
import { getApiToken } from '../graphql/credentials'
import { AutoPayLibraryOrderDocument, LibraryOrderDocument, PayLibraryOrderDocument, SendLibraryAnswerToTelegramDocument, type LibraryOrderFieldsFragment } from '../graphql/generated/library-orders/graphql'
import { accountAtom, loadAccount } from '../money/account-store'
import { tokensLabel } from '../money/money-api'
import { openRefillFor, payOrderFromBalance } from '../money/pay-from-balance'
import { orderLoadStatus, useLiveOrder } from '../realtime/use-live-order'
import { myOrderTexts, OrderPageShell } from '../orders/order-page-shell'
import { apiErrorText, useOrderAction } from '../orders/use-order-action'
import { AnswerRating } from '../orders/answer-rating'
import { taskCodeText, taskErrorText } from '../orders/task-failure'
import { toast } from '../toasts/toast-store'
import { usePayAfterRefill } from '../money/use-payment-return'
import { formatLibraryDeadline } from '../../domain/library/order-deadline'
import { LIBRARY_RATING_STAGE } from '../../domain/library/order-statuses'
import { ComplaintForm } from './complaint-form'
import { downloadLibraryAnswer } from './library-api'
import './library-order.css'

export type LibraryOrderProps = { unifiedOrderId: string }

const TEXTS = myOrderTexts('Загружаем заказ…', 'Возможно, он создан в другом аккаунте.')

const paragraphs = (text: string) => text.split(/\n{2,}/).map((p, i) => <p key={i}>{p}</p>)

function signIn() {
  location.replace(`${AUTH_PATH}?redirect=${encodeURIComponent(location.pathname + location.search)}`)
}

const EVENTS = ['library-work-order-changed'] as const

/** Orders §8: a failed payment of the task solver's library answer says 'Что-то пошло не так' (a short balance opens the
 * refill popup instead); the PDF and Telegram keep the server's words («Телеграм не привязан» tells what to do). */
const actionErrorText = (e: unknown, kind: 'pay' | 'pdf' | 'telegram') => (kind === 'pay' ? taskErrorText(e) : apiErrorText(e))
export default function LibraryOrder({ unifiedOrderId }: LibraryOrderProps) {
  const signedIn = typeof window !== 'undefined' && Boolean(getApiToken())
  const { busy, run } = useOrderAction<'pay' | 'pdf' | 'telegram'>(actionErrorText)
  const [complaining, setComplaining] = useState(false)
  const account = useAtomValue(accountAtom)
  const live = useLiveOrder({
    id: unifiedOrderId,
    enabled: signedIn,
    load: () =>
      gql(LibraryOrderDocument, { unifiedOrderId }).then(
        (d) => d.getLibraryWorkOrderById ?? null,
        (e: unknown) => {
          if (e instanceof ApiError && e.code === 'UNAUTHENTICATED') signIn()
          throw e
        },
      ),
    room: () => unifiedOrderRoom(unifiedOrderId),
    events: EVENTS,
  })
  const { refetch, replace } = live
  const loaded = live.data

  useEffect(() => {
    if (!getApiToken()) return signIn()
    void loadAccount()
  }, [])

  // The auto-pay rule, once the order is seen unpaid and again whenever the free questions or the subscription change
  // (a trial key redeemed on this very page, after sign-in, may land after the first try): the server pays only for a
  // subscription or trial credits.
  const autoPaidWith = useRef<string | null>(null)
  const credits = account.me ? `${account.me.balance.balanceTrials}|${account.me.userCurrentSubscription ? 'sub' : ''}` : ''
  useEffect(() => {
    if (!loaded || loaded.isPaid || loaded.status !== 'CREATED') return
    // Once the account is known (or could not be read): one try per state of the credits, not one per load.
    if (account.status !== 'ready' && account.status !== 'failed') return
    const attempt = `${loaded.id}|${credits}`
    if (autoPaidWith.current === attempt) return
    autoPaidWith.current = attempt
    void gql(AutoPayLibraryOrderDocument, { id: loaded.id })
      .catch(() => null)
      .then((r) => {
        if (!r?.autoPayForLibraryWorkOrder?.isPaid) return
        replace(r.autoPayForLibraryWorkOrder)
        void loadAccount()
      })
  }, [loaded, credits, account.status])

  const payOrder = (order: LibraryOrderFieldsFragment) =>
    run('pay', async () => {
      const paid = await payOrderFromBalance({ price: order.price, pay: () => gql(PayLibraryOrderDocument, { id: order.id }), order: { orderType: 'library', orderId: unifiedOrderId } })
      if (paid) {
        replace(paid.tryToPayForLibraryWorkOrderFromBalance)
        toast.success('Решение открыто')
      }
    })
  // Back from a top-up made for this order: it opens without another click.
  usePayAfterRefill(loaded && !loaded.isPaid && loaded.status === 'CREATED' ? () => payOrder(loaded) : null)

  return (
    <OrderPageShell status={orderLoadStatus(live)} order={loaded} texts={TEXTS} className="lo" onRetry={() => void refetch()}>
      {answer}
    </OrderPageShell>
  )

  function answer(order: LibraryOrderFieldsFragment) {
    const work = order.libraryWork
    const balance = account.me?.balance.balanceTokens ?? null

    const pay = () => payOrder(order)
    // The review window (orders.md §3 processingDeadlineAt): a complaint about the bought answer is taken until then.
    const reviewOpen = !order.processingDeadlineAt || new Date(order.processingDeadlineAt).getTime() > Date.now()
    const pdf = () => {
      const url = order.pdfUrl
      return url ? run('pdf', () => downloadLibraryAnswer(url)) : null
    }
    const telegram = () =>
      run('telegram', async () => {
        await gql(SendLibraryAnswerToTelegramDocument, { id: order.id })
        toast.success('Решение отправлено в Телеграм')
      })

    return (
      <article className="lo" data-status={order.status} data-paid={order.isPaid || undefined}>
        <header className="lo-head">
          <p className="lo-meta">
            <span className="badge badge--primary">{order.subject.title}</span>
            <span className="badge">{work.type.title}</span>
            {order.isPaid && <span className="badge badge--success">Оплачено</span>}
          </p>
          <h1>{work.title}</h1>
        </header>
        <section className="card lo-block" aria-labelledby="lo-task">
          <h2 id="lo-task">Условие</h2>
          <div className="lo-text">{paragraphs(work.content.textTask)}</div>
        </section>
        <section className="card lo-block" aria-labelledby="lo-answer">
          <h2 id="lo-answer">Решение</h2>
          {work.content.answer ? (
            <div className="lo-text" data-answer="full">
              {paragraphs(work.content.answer)}
            </div>
          ) : (
            <div className="lo-text lo-text--short" data-answer="short">
              {paragraphs(work.content.shortenedAnswer)}
            </div>
          )}
          {order.status === 'CREATED' && (
            <div className="lo-pay" data-screen="payment">
              <div className="lo-price">
                <div>
                  <span className="lo-price__label">Полное решение</span>
                  <strong className="lo-price__value" data-price-tokens={order.price}>
                    {tokensLabel(order.price)}
                  </strong>
                </div>
                {balance !== null && (
                  <div>
                    <span className="lo-price__label">На балансе</span>
                    <strong className="lo-price__value" data-balance-tokens={balance}>
                      {tokensLabel(balance)}
                    </strong>
                  </div>
                )}
              </div>
              {balance !== null && balance < order.price && <p className="field__hint">Не хватает {tokensLabel(order.price - balance)} — пополни баланс или оформи подписку.</p>}
              <div className="lo-actions">
                <button type="button" className="btn btn--secondary" onClick={() => openRefillFor(order.price, balance)}>
                  Пополнить баланс
                </button>
                <button type="button" className="btn" data-action="pay" onClick={() => void pay()} disabled={busy !== null}>
                  {busy === 'pay' ? 'Оплачиваем…' : 'Оплатить с баланса'}
                </button>
              </div>
            </div>
          )}
          {(order.status === 'SENT_DENY' || order.status === 'CANCELED') && (
            <p className="lo-denied" data-screen="denied">
              Эта работа больше недоступна в библиотеке, поэтому заказ закрыт. Деньги не списаны.
            </p>
          )}
        </section>
        {order.isPaid && (
          <section className="card lo-block" aria-label="Что дальше">
            <div className="lo-actions lo-actions--start">
              <button type="button" className="btn" data-action="pdf" onClick={() => void pdf()} disabled={busy !== null}>
                {busy === 'pdf' ? 'Готовим файл…' : 'Скачать PDF'}
              </button>
              <button type="button" className="btn btn--secondary" data-action="telegram" onClick={() => void telegram()} disabled={busy !== null}>
                {busy === 'telegram' ? 'Отправляем…' : 'Отправить в Telegram'}
              </button>
            </div>
            <AnswerRating unifiedOrderId={order.unifiedOrderId} stage={LIBRARY_RATING_STAGE} rated={order.rate?.rate ?? null} failureText={taskCodeText} />
            {reviewOpen && order.processingDeadlineAt && (
              <p className="lo-deadline" data-deadline={order.processingDeadlineAt}>
                <strong>Проверка до {formatLibraryDeadline(order.processingDeadlineAt)}</strong>
                <span>Если в решении ошибка, до этого срока можно пожаловаться — мы проверим работу.</span>
              </p>
            )}
            {!reviewOpen && order.processingDeadlineAt ? (
              <p className="lo-deadline" data-deadline={order.processingDeadlineAt} data-expired="">
                Проверка закончилась {formatLibraryDeadline(order.processingDeadlineAt)}
              </p>
            ) : complaining ? (
              <ComplaintForm orderId={order.id} onClose={() => setComplaining(false)} />
            ) : (
              <button type="button" className="btn btn--ghost btn--sm lo-complain" data-action="complain" onClick={() => setComplaining(true)}>
                Пожаловаться
              </button>
            )}
          </section>
        )}
        <p className="lo-source">
          <a href={work.redirectUrl}>Работа в библиотеке</a>
        </p>
      </article>
    )
  }
}
