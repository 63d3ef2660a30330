// Text-work order wizard (route ecosystem-text-copilot__order, orders.md §2/§4): the progress list and the screen the
// order's status shows — requirements, outline, Payment, references, title page, loading, completed, error, canceled —
// with steps back where the status allows, live updates, payment from the balance and the survey after completion.
// Free step navigation (issue 13 part 4): the progress list opens the steps already done (?step=…, step-navigation.ts);
// a finished work's outline and sources are changed there, then its affected sections are rewritten (step-nav-rewrite).
import { useCallback, useEffect, useRef, useState } from 'react'
import { useAtomValue } from 'jotai/react'
import { ESSAY_PRICE_TOKENS } from '../../domain/essay/pricing'
import { isPaymentStep } from '../../domain/essay/payment-step'
import { ESSAY_LIMITS } from '../../domain/essay/requirements'
import { ESSAY_STATUS, isTerminalError, progressForStatus, screenForStatus, type TEssayProgressKey, type TEssayStatus } from '../../domain/essay/statuses'
import { stepAccess, type TEssayNavStep } from '../../domain/essay/step-navigation'
import { missingTokens } from '../../domain/money/pay-from-balance'
import { ApiError } from '../graphql/api-error'
import { gql } from '../graphql/client'
import { getApiToken } from '../graphql/credentials'
import { ApproveEssayReferencesDocument, PayEssayFromBalanceDocument } from '../graphql/generated/essays/graphql'
import { accountAtom, loadAccount, refreshAccount } from '../money/account-store'
import { payFromBalance, openRefillIfShort } from '../money/pay-from-balance'
import { useDemoWriter } from '../money/demo-writer'
import { tokensToAsk } from '../money/order-price'
import { paymentReturnAtom } from '../money/payment-return'
import { openPopup } from '../popups/popup-store'
import { openSurveyLater } from '../popups/survey-later'
import { showEssayError, type TEssayOrder } from './essay-api'
import { useEssayOrder } from './use-essay-order'
import { ProgressList } from './progress-list'
import { RequirementsStep } from './requirements-step'
import { OutlineStep } from './outline-step'
import { PaymentStep } from './payment-step'
import { ReferencesStep } from './references-step'
import { TitlePageStep } from './title-page-step'
import { CompletedStep } from './completed-step'
import { ErrorScreen, LoadingScreen } from './status-screens'
import { CanceledScreen } from '../orders/order-screens'
import { WizardHead } from '../orders/wizard-head'
import { TEXT_COPILOT_PATH } from './paths'
import { OrderPageShell, type TOrderPageTexts } from '../orders/order-page-shell'
import { leaveStep } from './step-nav'
import { progressOpenings, useStepNavigation } from './step-nav-state'
import { StepReadOnly } from './step-nav-views'
import { RewriteOffer } from './step-nav-rewrite'
import '../orders/wizard.css'

export type TextCopilotOrderProps = { unifiedOrderId: string }

type TView = 'requirements' | 'outline' | 'title-page'
type TScreen = 'requirements' | 'outline' | 'payment' | 'references' | 'title-page' | 'completed' | 'error' | 'canceled' | 'loading'

const TEXTS: TOrderPageTexts = {
  missing: { title: 'Работа не найдена', text: 'Возможно, её создали в другом браузере или аккаунте. Войди в тот аккаунт или начни новую работу.' },
  failed: { title: 'Не получилось загрузить работу', text: 'Проверь подключение и обнови страницу.' },
  away: { href: TEXT_COPILOT_PATH, label: 'Начать новую работу' },
}

const SKIP_KEY = (id: string) => `essay-title-page-skipped:${id}`
const SURVEY_KEY = (id: string) => `essay-survey-shown:${id}`

function storageFlag(kind: 'session' | 'local', key: string, set?: boolean): boolean {
  try {
    const s = kind === 'session' ? sessionStorage : localStorage
    if (set) s.setItem(key, '1')
    return s.getItem(key) === '1'
  } catch {
    return Boolean(set)
  }
}

/** Polls while the server works on a step, or while the Payment step waits for its introduction. */
const shouldPoll = (o: TEssayOrder) =>
  screenForStatus(o.status as TEssayStatus) === 'loading' || (o.status === ESSAY_STATUS.onApproveOutline && o.shouldGenerateFakeIntroduction && !o.fakeIntroduction)

export default function TextCopilotOrder({ unifiedOrderId }: TextCopilotOrderProps) {
  const { status: loadState, order, replace, refetch } = useEssayOrder(unifiedOrderId, shouldPoll)
  const account = useAtomValue(accountAtom)
  const demo = useDemoWriter()
  const paymentReturn = useAtomValue(paymentReturnAtom)
  // A step the client went back (or forward) to, valid only while the order stays in the status it was chosen at.
  const [view, setView] = useState<{ view: TView; status: number } | null>(null)
  const [titleOpen, setTitleOpen] = useState(false)
  const [titleSkipped, setTitleSkipped] = useState(false)
  const [busy, setBusy] = useState(false)
  const autoPaid = useRef(false)
  // The step the address opens (?step=…) over the status's own screen; the rewrite offered after a saved change.
  const nav = useStepNavigation(order, refetch)

  useEffect(() => void loadAccount(), [])
  useEffect(() => {
    if (order) setTitleSkipped(storageFlag('session', SKIP_KEY(order.id)))
  }, [order?.id])

  const status = (order?.status ?? ESSAY_STATUS.created) as TEssayStatus
  const me = account.me
  const hasSubscription = Boolean(me?.userCurrentSubscription && !me.userCurrentSubscription.isAlreadyEnded)
  const payment =
    order != null &&
    isPaymentStep({
      status,
      isPaid: order.isPaid,
      hasActiveSubscription: hasSubscription,
      balanceTokens: me?.balance.balanceTokens ?? 0,
      paymentThreshold: ESSAY_PRICE_TOKENS,
      hasFakeIntroduction: Boolean(order.fakeIntroduction),
      shouldGenerateFakeIntroduction: order.shouldGenerateFakeIntroduction,
      paymentInProgress: paymentReturn === 'loading',
    })
  const autoTitle = order != null && order.isPaid && !order.titlePageData && !titleSkipped && progressForStatus(status) === 'title-page'
  useEffect(() => {
    if (autoTitle) setTitleOpen(true)
  }, [autoTitle])

  const pay = useCallback(async () => {
    if (!order) return
    if (!getApiToken()) return openPopup('auth', {})
    setBusy(true)
    try {
      // one_essay=yes: a single work is bought with a refill, not a subscription (orders.md §2 query parameters).
      if (!demo && new URLSearchParams(location.search).get('one_essay') === 'yes') {
        const acc = await refreshAccount()
        const missing = missingTokens({ balance: acc?.balance.balanceTokens ?? 0, price: ESSAY_PRICE_TOKENS, threshold: ESSAY_PRICE_TOKENS })
        if (missing > 0) return openPopup('refill-balance', { amountTokens: missing, context: { orderType: 'text', orderId: order.unifiedOrderId ?? undefined } })
      }
      const price = tokensToAsk(ESSAY_PRICE_TOKENS, demo)
      const r = await payFromBalance({
        price,
        threshold: price,
        pay: () => gql(PayEssayFromBalanceDocument, { id: order.id }),
        order: { orderType: 'text', orderId: order.unifiedOrderId ?? undefined },
      })
      if ('result' in r && r.result) replace(r.result.tryToPayForAiEssayOrderFromBalance)
    } catch (e) {
      if (!(e instanceof ApiError)) return showEssayError(e)
      if (openRefillIfShort(e)) return
      switch (e.code) {
        case 'UNAUTHENTICATED':
          return openPopup('auth', {})
        case 'STALE_STEP':
          // Another tab or the server moved the order on: show where it is now.
          showEssayError(e)
          return void refetch()
        default:
          return showEssayError(e)
      }
    } finally {
      setBusy(false)
    }
  }, [order, replace, refetch, demo])

  async function approveReferences(ids: string[]) {
    if (!order) return
    setBusy(true)
    try {
      replace((await gql(ApproveEssayReferencesDocument, { id: order.id, referenceIds: ids })).approveAiEssayOrderReferences)
      void refreshAccount()
      setBusy(false)
    } catch (e) {
      setBusy(false)
      switch (e instanceof ApiError ? e.code : null) {
        case 'INSUFFICIENT_TOKENS':
          // The server kept the choice; the balance is short, so the client pays (or refills) and the text starts then.
          await refetch()
          return pay()
        case 'UNAUTHENTICATED':
          return openPopup('auth', {})
        case 'STALE_STEP':
          showEssayError(e)
          return refetch()
        default:
          return showEssayError(e)
      }
    }
  }

  // Back from the bank with the payment done: an order waiting for it is paid at once (orders.md §4 Payment return).
  useEffect(() => {
    if (paymentReturn !== 'success' || !order || order.isPaid || autoPaid.current) return
    const waits =
      (order.status === ESSAY_STATUS.onApproveOutline && (order.fakeIntroduction || order.shouldGenerateFakeIntroduction)) ||
      (order.status === ESSAY_STATUS.selectReferences && order.references.some((r) => r.status === 'approved'))
    if (!waits) return
    autoPaid.current = true
    void pay()
  }, [paymentReturn, order, pay])

  // orders.md §2/§9: the survey opens 180 s after the work is complete, once per order, and not over the editor while
  // the student is editing (issue 33): it waits until they stop.
  const completed = order?.status === ESSAY_STATUS.completed
  useEffect(() => {
    if (!completed || !order || storageFlag('local', SURVEY_KEY(order.id))) return
    const id = order.id
    return openSurveyLater({ unifiedOrderId, delaySeconds: ESSAY_LIMITS.surveyDelaySeconds, onOpen: () => storageFlag('local', SURVEY_KEY(id), true) })
  }, [completed, order?.id])

  return (
    <OrderPageShell status={loadState} order={order} texts={TEXTS} className="essay-wizard" heading="h2">
      {wizard}
    </OrderPageShell>
  )

  function wizard(order: TEssayOrder) {
    const opened = nav.opened
    const chosen = opened ? null : view && view.status === order.status ? view.view : null
    const showTitle = (titleOpen || chosen === 'title-page' || opened === 'title-page') && order.isPaid && !isTerminalError(status)
    let screen: TScreen
    if (showTitle) screen = 'title-page'
    else if (opened === 'requirements' || opened === 'outline' || opened === 'references') screen = opened
    else if (chosen === 'requirements' || chosen === 'outline') screen = chosen
    else if (payment) screen = 'payment'
    else screen = screenForStatus(status)
    const readOnly = nav.access === 'view' && (screen === 'requirements' || screen === 'outline' || screen === 'references') ? screen : null
    const completedWork = status === ESSAY_STATUS.completed

    const own = progressForStatus(status, order.previousStatus as TEssayStatus | null)
    const progress: TEssayProgressKey = opened
      ? own
      : screen === 'requirements'
        ? 'requirements'
        : screen === 'outline' || screen === 'payment'
          ? 'outline'
          : screen === 'title-page'
            ? 'title-page'
            : own
    const open = progressOpenings({ status, isPaid: order.isPaid, own, opened, away: opened !== null || chosen !== null || (titleOpen && own !== 'title-page') })
    const openStep = (step: TEssayNavStep) =>
      leaveStep(() => {
        setView(null)
        setTitleOpen(false)
        nav.setStep(step === own || !stepAccess({ status, isPaid: order.isPaid, step }) ? null : step)
      })
    const backToOwn = nav.backToOwn

    const go = (v: TView | null) => setView(v ? { view: v, status: order.status } : null)
    const closeTitle = (skipped: boolean) => {
      setTitleOpen(false)
      go(null)
      if (opened) nav.setStep(null)
      if (skipped) {
        setTitleSkipped(true)
        storageFlag('session', SKIP_KEY(order.id), true)
      }
    }

    return (
      <div className="essay-wizard" data-state="ready" data-screen={screen} data-status={order.status}>
        <WizardHead kind={order.orderWorkType.title} demo={order.aiProvider === 'demo'} topic={order.topic} />
        <div className="essay-layout">
          <aside className="essay-layout__side">
            <ProgressList current={progress} finished={completedWork} shown={opened} open={open} onOpen={openStep} />
          </aside>
          <div className="essay-layout__main">
            {readOnly && <StepReadOnly order={order} step={readOnly} onBack={backToOwn} />}
            {screen === 'requirements' && !readOnly && (
              <RequirementsStep key={order.updatedAt} order={order} onOrder={replace} onForward={opened ? backToOwn : chosen ? () => go(null) : undefined} />
            )}
            {screen === 'outline' && !readOnly && completedWork && opened && (
              <OutlineStep key={order.updatedAt} order={order} mode="change" onOrder={replace} onBack={backToOwn} onChanged={() => void nav.afterChange()} />
            )}
            {screen === 'outline' && !readOnly && !(completedWork && opened) && (
              <OutlineStep key={order.updatedAt} order={order} onOrder={(o) => (go(null), replace(o))} onBack={() => leaveStep(() => go('requirements'))} />
            )}
            {screen === 'payment' && (
              <PaymentStep order={order} account={me} checking={paymentReturn === 'loading'} busy={busy} onOrder={replace} onPay={() => void pay()} onBack={() => go('outline')} demo={demo} />
            )}
            {screen === 'references' && !readOnly && completedWork && opened && (
              <div className="essay-nav-note essay-nav-bar" data-nav-note>
                <span>Измени выбор и нажми «Утвердить источники»: текст не пропадёт, затронутые разделы можно будет переписать.</span>
                <button type="button" className="btn btn--ghost btn--sm" onClick={backToOwn}>
                  ← К работе
                </button>
              </div>
            )}
            {screen === 'references' && !readOnly && (
              <ReferencesStep
                key={order.updatedAt}
                order={order}
                busy={busy || nav.saving}
                onOrder={replace}
                onApprove={(ids) => void (completedWork && opened ? nav.changeReferences(ids) : approveReferences(ids))}
                unpaidPrice={order.isPaid ? null : { price: ESSAY_PRICE_TOKENS, demo }}
              />
            )}
            {screen === 'title-page' && (
              <TitlePageStep
                order={order}
                onSaved={(data) => {
                  replace({ ...order, titlePageData: data })
                  closeTitle(false)
                }}
                onSkip={() => closeTitle(true)}
              />
            )}
            {screen === 'loading' && <LoadingScreen status={status} />}
            {screen === 'completed' && order.errorMessage && (
              <p className="field__error essay-nav-note" role="alert" data-rewrite-error>
                {order.errorMessage}
              </p>
            )}
            {screen === 'completed' && nav.offer.shown && <RewriteOffer order={order} offered={nav.offer.offered} onStarted={nav.offer.started} onDismiss={nav.offer.dismiss} />}
            {screen === 'completed' && <CompletedStep order={order} onOrder={replace} onEditTitlePage={() => nav.setStep('title-page')} />}
            {screen === 'error' && <ErrorScreen order={order} onOrder={replace} />}
            {screen === 'canceled' && (
              <CanceledScreen mark title="Работа отменена" text="Этот заказ больше не выполняется. Можно начать новую работу — это займёт пару минут." href={TEXT_COPILOT_PATH} action="Начать новую работу" />
            )}
          </div>
        </div>
      </div>
    )
  }
}
