// AI presentation order wizard (routes ecosystem-slides-copilot__order and webapp-presentation-order, orders.md §2/§4):
// the progress bar and list, and the screen of the order's status — loader (live), justification, outline (guests
// too), the title page from OUTLINE_REVIEW_AUTH → FINAL_GENERATION on (kept when COMPLETED arrives while on it), the
// finished deck, canceled, failed with a retry.
import { useEffect, useState } from 'react'
import { presentationStepForStatus, type TPresentationOrderStatusName, type TPresentationWizardStep } from '../../domain/presentation/statuses'
import { gql } from '../graphql/client'
import { CancelPresentationDocument } from '../graphql/generated/presentations/graphql'
import { CompletedStep } from './completed-step'
import { continueFromOutline, generateFromLink, payAndContinue, resumeAfterSignIn } from './continue-flow'
import { GENERATE_PARAM, wantsGeneration, withoutGenerateFlag } from './generate-flag'
import { usePayAfterRefill } from '../money/use-payment-return'
import { JustificationStep } from './justification-step'
import { OutlineStep } from './outline-step'
import { showPresentationError, START_PATH, type TPresentationOrder } from './presentation-api'
import { PresentationProgress } from './progress'
import { FailedScreen, Loader, loaderText } from './status-screens'
import { CanceledScreen } from '../orders/order-screens'
import { WizardHead } from '../orders/wizard-head'
import { PRESENTATION_MESSAGES } from '../../domain/presentation/input'
import { TitlePageStep } from './title-page-step'
import { usePresentationOrder } from './use-presentation-order'
import { OrderPageShell, type TOrderPageTexts } from '../orders/order-page-shell'
import '../orders/wizard.css'
import './presentation.css'

export type PresentationOrderProps = { unifiedOrderId: string }

const TEXTS: TOrderPageTexts = {
  missing: { title: 'Презентация не найдена', text: 'Возможно, её создали в другом браузере или аккаунте. Войди в тот аккаунт или начни новую.' },
  failed: { title: 'Не получилось загрузить презентацию', text: 'Проверь подключение и обнови страницу.' },
  away: { href: START_PATH, label: 'Создать презентацию' },
}

/** Which entry of the progress list the screen belongs to (0 topic … 4 download). */
function activeIndex(step: TPresentationWizardStep, o: TPresentationOrder): number {
  const s = o.presentationStatus
  if (step === 'justification') return 1
  if (step === 'outline') return 2
  if (step === 'title-page') return 3
  if (step === 'completed') return 4
  if (s === 'FINAL_GENERATION') return 3
  if (s === 'OUTLINE_GENERATING_GUEST' || s === 'OUTLINE_GENERATING_AUTH') return 2
  if (step === 'loader') return 1
  return o.isPaid ? 3 : o.presentationOutline ? 2 : 1
}

export default function PresentationOrder({ unifiedOrderId }: PresentationOrderProps) {
  const { status: loadState, order, replace, refetch } = usePresentationOrder(unifiedOrderId)
  const [onTitlePage, setOnTitlePage] = useState(false)
  const [busy, setBusy] = useState(false)
  const status = order?.presentationStatus as TPresentationOrderStatusName | undefined

  // OUTLINE_REVIEW_AUTH → FINAL_GENERATION switches to the title page (also when the page opens during it).
  useEffect(() => {
    if (status === 'FINAL_GENERATION') setOnTitlePage(true)
  }, [status])

  const flow = { replace, refetch }
  const orderId = order?.id
  useEffect(() => {
    if (!order) return
    void resumeAfterSignIn(order, flow)
    // shouldGeneratePresentationForOrder: once — the address loses the flag first, so a reload does not start it twice.
    if (new URLSearchParams(location.search).has(GENERATE_PARAM)) {
      const wanted = wantsGeneration(location.search, order)
      history.replaceState(history.state, '', withoutGenerateFlag(location.href))
      if (wanted) void generateFromLink(order, flow)
    }
    // Once per loaded order: the flags it reads are cleared on the first run.
  }, [orderId])

  // Back from a top-up made for this deck: it pays itself and the slides are written (usePayAfterRefill).
  usePayAfterRefill(order && !order.isPaid && status === 'OUTLINE_REVIEW_AUTH' ? () => payAndContinue(order, flow) : null)

  async function proceed() {
    if (!order) return
    setBusy(true)
    try {
      await continueFromOutline(order, flow)
    } catch (e) {
      showPresentationError(e)
    } finally {
      setBusy(false)
    }
  }

  async function cancel() {
    if (!order || !confirm('Отменить создание презентации?')) return
    try {
      replace((await gql(CancelPresentationDocument, { orderId: order.id })).cancelAiPresentationOrder)
    } catch (e) {
      showPresentationError(e)
    }
  }

  return (
    <OrderPageShell status={loadState} order={order} texts={TEXTS} className="essay-wizard pres-wizard" heading="h2">
      {wizard}
    </OrderPageShell>
  )

  function wizard(order: TPresentationOrder) {
    const status = order.presentationStatus as TPresentationOrderStatusName
    const step = presentationStepForStatus(status, { onTitlePage })
    return (
      <div className="essay-wizard pres-wizard" data-state="ready" data-screen={step} data-status={status}>
        <WizardHead kind={`Презентация · ${order.slidesCount} слайдов`} demo={order.isDemo} topic={order.presentationTopic} />
        <PresentationProgress active={activeIndex(step, order)} finished={step === 'completed'} />
        {step === 'loader' && <Loader text={loaderText(status)} />}
        {step === 'justification' && <JustificationStep key={order.id} order={order} onOrder={replace} onCancel={() => void cancel()} />}
        {step === 'outline' && <OutlineStep key={`${order.id}:${status}`} order={order} busy={busy} onOrder={replace} onContinue={() => void proceed()} onCancel={() => void cancel()} />}
        {step === 'title-page' && <TitlePageStep order={order} onOrder={replace} onDone={() => setOnTitlePage(false)} />}
        {step === 'completed' && <CompletedStep order={order} onOrder={replace} onTitlePage={() => setOnTitlePage(true)} />}
        {step === 'failed' && <FailedScreen order={order} onOrder={replace} />}
        {step === 'canceled' && <CanceledScreen title={PRESENTATION_MESSAGES.canceled} text="Можно начать новую презентацию — тему и слайды выберешь заново." href={START_PATH} action="Создать презентацию" />}
      </div>
    )
  }
}
