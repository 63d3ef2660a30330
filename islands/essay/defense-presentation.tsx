// «Сделать презентацию для защиты» on a finished work (orders.md §7 CreateAiEssayOrderPresentation,
// ContinueAiEssayOrderPresentationProcessing, getAiEssayOrderPresentationById): starts the deck, follows it through
// `ai-essay-order-presentation-changed` and polling, offers a retry when it failed or was canceled (§8 wording), and
// downloads the PPTX once it is ready — automatically in the tab that asked for it.
import { useEffect, useState } from 'react'
import { aiEssayOrderRoom } from '../../domain/realtime'
import { gql } from '../graphql/client'
import { getApiToken } from '../graphql/credentials'
import { ContinueEssayPresentationDocument, CreateEssayPresentationDocument, EssayPresentationDocument, type EssayPresentationFieldsFragment } from '../graphql/generated/essays/graphql'
import { sharedRealtime } from '../realtime/shared'
import { followLive } from '../realtime/use-live-order'
import { openPopup } from '../popups/popup-store'
import { toast } from '../toasts/toast-store'
import { downloadEssayFile, showEssayError, type TEssayOrder } from './essay-api'

type TPresentation = EssayPresentationFieldsFragment

const CANCELED = 'Генерация презентации была отменена'
const FAILED = 'Не получилось сделать презентацию. Попробуй еще раз'
/** The tab that asked for a deck downloads it when ready, once (the wizard may show its loading screen meanwhile). */
const ASKED = (id: string) => `essay-defense-asked:${id}`

function flag(key: string, value?: boolean): boolean {
  try {
    if (value === true) sessionStorage.setItem(key, '1')
    if (value === false) sessionStorage.removeItem(key)
    return sessionStorage.getItem(key) === '1'
  } catch {
    return false
  }
}

const running = (p: TPresentation | null) => p?.status === 'CREATED' || p?.status === 'GENERATING'

export function DefensePresentation({ order }: { order: TEssayOrder }) {
  const [p, setP] = useState<TPresentation | null>(order.presentation ?? null)
  const [busy, setBusy] = useState(false)
  useEffect(() => setP(order.presentation ?? null), [order.presentation?.id, order.presentation?.status])

  // Live by the one rule of live pages (realtime/use-live-order.ts): the job says when the deck is done; a poll covers a
  // missed event.
  const id = p?.id ?? null
  const live = running(p)
  useEffect(() => {
    if (!id || !live) return
    const follow = followLive({
      rt: sharedRealtime(),
      load: async () => (await gql(EssayPresentationDocument, { id })).getAiEssayOrderPresentationById,
      onData: (next) => next && setP(next),
      events: ['ai-essay-order-presentation-changed'],
    })
    follow.follow(aiEssayOrderRoom(order.id))
    follow.poll(true)
    return follow.stop
  }, [id, live, order.id])

  // Ready: the tab that asked downloads it; canceled: the spec's toast.
  useEffect(() => {
    if (!p || !flag(ASKED(p.id))) return
    if (p.status === 'COMPLETED') {
      flag(ASKED(p.id), false)
      void downloadEssayFile(order.id, 'presentation')
    } else if (p.status === 'CANCELED') {
      flag(ASKED(p.id), false)
      toast.error(CANCELED)
    }
  }, [p?.id, p?.status, order.id])

  async function start() {
    if (!getApiToken()) return openPopup('auth', {})
    setBusy(true)
    try {
      const next =
        p && (p.status === 'FAILED' || p.status === 'CANCELED')
          ? (await gql(ContinueEssayPresentationDocument, { id: p.id })).continueAiEssayOrderPresentationProcessing
          : (await gql(CreateEssayPresentationDocument, { id: order.id })).createAiEssayOrderPresentation
      flag(ASKED(next.id), true)
      setP(next)
    } catch (e) {
      showEssayError(e)
    } finally {
      setBusy(false)
    }
  }

  async function download() {
    setBusy(true)
    await downloadEssayFile(order.id, 'presentation')
    setBusy(false)
  }

  const failed = p?.status === 'FAILED' || p?.status === 'CANCELED'
  return (
    <section className="essay-defense" data-defense={p?.status ?? 'NONE'} aria-live="polite">
      <div className="essay-defense__text">
        <h3>Презентация для защиты</h3>
        {!p && <p>Слайды из текста работы: цель и задачи, главное по главам, выводы и список источников, а к каждому слайду — что сказать на 5–7 минут выступления.</p>}
        {live && (
          <>
            <p>{p?.status === 'GENERATING' ? 'Собираем слайды и заметки к ним…' : 'Готовим презентацию…'}</p>
            <span className="essay-defense__bar" role="progressbar" aria-label="Готовим презентацию" />
          </>
        )}
        {p?.status === 'COMPLETED' && <p>Готово: слайды и заметки докладчика в одном файле PPTX.</p>}
        {failed && (
          <p className="field__error" role="alert">
            {p?.status === 'CANCELED' ? CANCELED : (p?.errorMessage ?? FAILED)}
          </p>
        )}
      </div>
      {!p && (
        <button type="button" className="btn" data-action="defense" onClick={() => void start()} disabled={busy}>
          {busy ? 'Запускаем…' : 'Сделать презентацию для защиты'}
        </button>
      )}
      {live && (
        <button type="button" className="btn" disabled>
          <span className="essay-spinner essay-spinner--sm" aria-hidden="true" /> Готовим…
        </button>
      )}
      {p?.status === 'COMPLETED' && (
        <button type="button" className="btn" data-action="defense-download" onClick={() => void download()} disabled={busy}>
          {busy ? 'Готовим файл…' : 'Скачать презентацию'}
        </button>
      )}
      {failed && (
        <button type="button" className="btn" data-action="defense-retry" onClick={() => void start()} disabled={busy}>
          Попробовать ещё раз
        </button>
      )}
    </section>
  )
}
