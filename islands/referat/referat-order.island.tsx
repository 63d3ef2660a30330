// AI referat order page (routes ecosystem-referat__new and __order, orders.md §2/§4): without an id it creates (or
// reuses) the client's order for `partnerAiReferatId` and moves to its address; with one it shows the screen of the
// order's status — loader while the AI works (live), justification, outline, the finished text with «Скачать DOCX» or
// the payment from the balance (at once with `tryPayReferat=1`), failure with a retry, canceled. With `catalogueCopy=1`
// it buys the catalogue referat itself: no steps, its own text ready to pay for and download.
import { useCallback, useEffect, useRef, useState } from 'react'
import { DEMO_REFERAT_LABEL } from '../../domain/referat/referat-slug'
import { referatLoadingText, referatScreenForStatus } from '../../domain/referat/order-statuses'
import { ZReferatJustification } from '../../domain/referat/order-input'
import { ApiError } from '../graphql/api-error'
import { gql } from '../graphql/client'
import {
  CancelReferatOrderDocument,
  CreateReferatOrderDocument,
  PayReferatFromBalanceDocument,
  RetryReferatOrderDocument,
  UpdateReferatJustificationDocument,
} from '../graphql/generated/referat-orders/graphql'
import { payFromBalance, openRefillIfShort } from '../money/pay-from-balance'
import { usePayAfterRefill } from '../money/use-payment-return'
import { OrderPrice, payButtonLabel, tokensToAsk } from '../money/order-price'
import { openPopup } from '../popups/popup-store'
import { ReferatOutlineStep } from './referat-outline-step'
import { StepFoot } from './step-foot'
import { downloadReferatDocx, showReferatError } from './referat-api'
import { useReferatOrder, type TReferatOrder } from './use-referat-order'
import { OrderPageShell, type TOrderPageTexts } from '../orders/order-page-shell'
import { CanceledScreen, RetryScreen, WorkingScreen } from '../orders/order-screens'
import '../orders/wizard.css'
import './referat-order.css'
import { formatNumber } from '../../domain/money/format'
import { OriginalityReport } from '../originality/originality-report'

export type ReferatOrderProps = { unifiedOrderId: string | null }

const ORDER_PATH = '/ecosystem/referat/'
const CATALOGUE_PATH = '/referat/'
const TEXTS: TOrderPageTexts = {
  missing: { title: 'Заказ не найден', text: 'Возможно, его создали в другом аккаунте. Войди в тот аккаунт или выбери реферат в каталоге.' },
  failed: { title: 'Не получилось загрузить заказ', text: 'Проверь подключение и обнови страницу.' },
  away: { href: CATALOGUE_PATH, label: 'К каталогу рефератов' },
}
const STEPS = [
  { key: 'justification', label: 'Обоснование' },
  { key: 'outline', label: 'План' },
  { key: 'text', label: 'Текст' },
  { key: 'completed', label: 'Готово' },
] as const

const stepOf = (o: TReferatOrder): (typeof STEPS)[number]['key'] => {
  if (o.status === 'COMPLETED') return 'completed'
  if (o.status === 'FINAL_GENERATION') return 'text'
  if (o.status.startsWith('OUTLINE_')) return 'outline'
  return 'justification'
}

function Creating() {
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    const q = new URLSearchParams(location.search)
    const partner = q.get('partnerAiReferatId')
    if (!partner) return setError('Не выбран реферат: открой его в каталоге и нажми «Скачать DOCX»')
    // catalogueCopy=1 (the catalogue page's «Скачать DOCX»): that referat as it is; without it, a new one on its topic.
    gql(CreateReferatOrderDocument, { partnerAiReferatId: partner, copy: q.get('catalogueCopy') === '1' })
      .then((d) => {
        const next = new URLSearchParams()
        if (q.get('tryPayReferat')) next.set('tryPayReferat', q.get('tryPayReferat')!)
        location.replace(ORDER_PATH + encodeURIComponent(d.createAiReferatOrder.unifiedOrderId) + (next.size ? `?${next}` : ''))
      })
      .catch((e) => {
        if (e instanceof ApiError && e.code === 'UNAUTHENTICATED') return openPopup('auth', { redirect: location.pathname + location.search })
        setError(e instanceof ApiError && e.code !== 'INTERNAL' && e.code !== 'NETWORK' ? e.message : 'Не получилось начать заказ. Обнови страницу')
      })
  }, [])
  if (error) {
    return (
      <section className="essay-step essay-final card" data-screen="create-error">
        <h2>Не получилось открыть реферат</h2>
        <p role="alert">{error}</p>
        <a className="btn" href={CATALOGUE_PATH}>
          К каталогу рефератов
        </a>
      </section>
    )
  }
  return <WorkingScreen text="Открываем реферат" />
}

function JustificationStep({ order, onOrder, onCancel }: { order: TReferatOrder; onOrder: (o: TReferatOrder) => void; onCancel: () => void }) {
  const [text, setText] = useState(order.extendedDescription ?? '')
  const [busy, setBusy] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const parsed = ZReferatJustification.safeParse(text)
  const error = parsed.success ? null : parsed.error.issues[0]!.message
  async function save() {
    setSubmitted(true)
    if (error || busy) return
    setBusy(true)
    try {
      onOrder((await gql(UpdateReferatJustificationDocument, { id: order.id, text })).updateAiReferatOrderJustification)
    } catch (e) {
      showReferatError(e)
      setBusy(false)
    }
  }
  return (
    <section className="essay-step card" data-screen="justification">
      <h2>Обоснование темы</h2>
      <p className="essay-step__lead">Идея, цель и задачи реферата. Поправь их, если нужно, — по ним мы составим план.</p>
      <label className="field">
        <span className="field__label">Обоснование</span>
        <textarea className="input referat-justification" rows={10} maxLength={4000} value={text} onChange={(e) => setText(e.target.value)} aria-invalid={submitted && Boolean(error)} />
      </label>
      <StepFoot error={submitted ? error : null} busy={busy} label="Составить план" onCancel={onCancel} onSubmit={() => void save()} />
    </section>
  )
}

const paragraphs = (text: string) => text.split(/\n+/).map((p) => p.trim()).filter(Boolean)

function CompletedStep({ order, busy, onPay, demo }: { order: TReferatOrder; busy: boolean; onPay: () => void; demo: boolean }) {
  const content = order.content
  return (
    <section className="essay-step card" data-screen="completed">
      <h2>Реферат готов</h2>
      <p className="essay-step__lead">
        {formatNumber(order.numberOfCharacters)} знаков, источников: {order.references.length}. Оформление по ГОСТ 7.32, DOCX.
      </p>
      <div className="essay-actions essay-actions--start">
        {order.linkToDownloadDocx ? (
          <button type="button" className="btn btn--lg" data-testid="referat-order-docx" disabled={busy} onClick={() => void downloadReferatDocx(order.linkToDownloadDocx!, order.topic)}>
            Скачать DOCX
          </button>
        ) : (
          <>
            {demo && <OrderPrice className="referat-order-price" price={order.price} demo />}
            <button type="button" className="btn btn--lg" data-testid="referat-order-pay" disabled={busy} onClick={onPay}>
              {busy ? 'Оплачиваем…' : payButtonLabel(order.price, demo)}
            </button>
          </>
        )}
      </div>
      <div className="referat-order-text" data-testid="referat-order-text">
        {content?.sections.map((s) => (
          <section key={s.title}>
            {s.level > 1 ? <h4>{s.title}</h4> : <h3>{s.title}</h3>}
            {paragraphs(s.text).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </section>
        ))}
        {content?.isPreview && <p className="referat-order-more">Основная часть, заключение и список источников — после оплаты, в DOCX и здесь.</p>}
      </div>
      {order.isPaid && <OriginalityReport kind="REFERAT_ORDER" id={order.id} />}
      {order.isPaid && order.references.length > 0 && (
        <section>
          <h3>Список использованных источников</h3>
          <ol className="referat-order-refs">
            {order.references.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ol>
        </section>
      )}
    </section>
  )
}

export default function ReferatOrder({ unifiedOrderId }: ReferatOrderProps) {
  if (!unifiedOrderId) {
    return (
      <div className="essay-wizard referat-order" data-state="creating">
        <Creating />
      </div>
    )
  }
  return <OrderView unifiedOrderId={unifiedOrderId} />
}

function OrderView({ unifiedOrderId }: { unifiedOrderId: string }) {
  const { status: loadState, order, replace, refetch } = useReferatOrder(unifiedOrderId)
  const [busy, setBusy] = useState(false)
  const autoPaid = useRef(false)
  // The text is written before it is paid for: who wrote it decides (the server's rule), not which AI writes now.
  const demo = order?.isDemo === true

  const pay = useCallback(async () => {
    if (!order) return
    setBusy(true)
    try {
      const price = tokensToAsk(order.price, demo)
      const r = await payFromBalance({ price, threshold: price, pay: () => gql(PayReferatFromBalanceDocument, { id: order.id }), order: { orderType: 'referat', orderId: order.unifiedOrderId } })
      if ('result' in r && r.result) replace(r.result.tryToPayForAiReferatOrderFromBalance)
    } catch (e) {
      if (openRefillIfShort(e)) return
      if (e instanceof ApiError && e.code === 'STALE_STEP') {
        showReferatError(e)
        void refetch()
      } else showReferatError(e)
    } finally {
      setBusy(false)
    }
  }, [order, replace, refetch, demo])

  // Back from a top-up made for this referat: it is paid without another click.
  usePayAfterRefill(order && order.status === 'COMPLETED' && !order.isPaid ? pay : null)

  // tryPayReferat=1: the payment opens as soon as the text is ready (orders.md §2 query parameters).
  useEffect(() => {
    if (!order || autoPaid.current || order.status !== 'COMPLETED' || order.isPaid) return
    if (!new URLSearchParams(location.search).get('tryPayReferat')) return
    autoPaid.current = true
    void pay()
  }, [order, pay])

  async function cancel() {
    if (!order || !confirm('Отменить заказ реферата?')) return
    try {
      replace((await gql(CancelReferatOrderDocument, { id: order.id })).cancelAiReferatOrder)
    } catch (e) {
      showReferatError(e)
    }
  }

  return (
    <OrderPageShell status={loadState} order={order} texts={TEXTS} className="essay-wizard referat-order" heading="h2">
      {screens}
    </OrderPageShell>
  )

  function screens(order: TReferatOrder) {
    const screen = referatScreenForStatus(order.status)
    const step = stepOf(order)
    const stepIndex = STEPS.findIndex((s) => s.key === step)
    return (
      <div className="essay-wizard referat-order" data-state="ready" data-screen={screen} data-status={order.status}>
        <header className="essay-head">
          <div className="essay-head__meta">
            <span className="badge badge--primary">Реферат</span>
            {order.isDemo && (
              <span className="badge badge--warning" data-demo title="Текст пишет встроенный демо-генератор: языковая модель не подключена">
                {DEMO_REFERAT_LABEL}
              </span>
            )}
          </div>
          <h1 className="essay-head__topic">{order.topic}</h1>
          {!order.catalogueCopy && (
            <ol className="referat-steps" aria-label="Шаги">
              {STEPS.map((s, i) => (
                <li key={s.key} data-done={i < stepIndex || order.status === 'COMPLETED' ? '' : undefined} aria-current={i === stepIndex ? 'step' : undefined}>
                  {s.label}
                </li>
              ))}
            </ol>
          )}
        </header>
        {screen === 'loading' && <WorkingScreen text={referatLoadingText(order.status)} />}
        {screen === 'justification' && <JustificationStep key={order.updatedAt} order={order} onOrder={replace} onCancel={() => void cancel()} />}
        {screen === 'outline' && <ReferatOutlineStep key={order.updatedAt} order={order} onOrder={replace} onCancel={() => void cancel()} />}
        {screen === 'completed' && <CompletedStep order={order} busy={busy} demo={demo} onPay={() => void pay()} />}
        {screen === 'failed' && (
          <RetryScreen
            screen="failed"
            title="Не получилось подготовить реферат"
            reason={order.errorDescription}
            label="Попробовать ещё раз"
            retry={async () => replace((await gql(RetryReferatOrderDocument, { id: order.id })).retryAiReferatOrder)}
            onError={showReferatError}
          />
        )}
        {screen === 'canceled' && (
          <CanceledScreen title="Заказ отменён" text="Этот реферат больше не пишется. Можно выбрать другой в каталоге или начать этот заново со страницы реферата." href={CATALOGUE_PATH} action="К каталогу рефератов" />
        )}
      </div>
    )
  }
}
