// One bank notification opened from the list: what it was, why it ended as it did, its stored body (the verified body,
// or the first characters of an unverified one) and «Повторить обработку» for a verified one that was not refused.
import { useEffect, useRef, useState } from 'react'
import { NOTIFICATION_OUTCOMES, NOTIFICATION_PROVIDERS, type TAdminPaymentNotification, type TNotificationOutcomeKey, type TReplayResult } from '../../../domain/admin/payment-notifications'
import { adminFetch } from '../api'
import { formatAdminTime } from '../data-table'

export const providerTitle = (p: string) => NOTIFICATION_PROVIDERS[p as keyof typeof NOTIFICATION_PROVIDERS] ?? p

const BADGE: Record<TNotificationOutcomeKey, string> = { applied: 'badge--ok', duplicate: '', ignored: '', refused: 'badge--failed', failed: 'badge--failed' }

export const OutcomeBadge = ({ outcome }: { outcome: TNotificationOutcomeKey }) => <span className={`badge ${BADGE[outcome]}`}>{NOTIFICATION_OUTCOMES[outcome] ?? outcome}</span>

export function NotificationDetail({ id, onClose, onReplayed }: { id: number; onClose: () => void; onReplayed: (repeat: TAdminPaymentNotification) => void }) {
  const [n, setN] = useState<TAdminPaymentNotification | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    let live = true
    setError(null)
    void adminFetch<TAdminPaymentNotification>(`/api/admin/payment-notifications/${id}`).then((res) => {
      if (!live) return
      if (res.ok) setN(res.data)
      else setError(res.error.message)
    })
    return () => {
      live = false
    }
  }, [id])

  useEffect(() => {
    if (n?.id === id) heading.current?.focus()
  }, [n?.id, id])

  async function replay() {
    setBusy(true)
    setError(null)
    setDone(null)
    const res = await adminFetch<TReplayResult>(`/api/admin/payment-notifications/${id}/replay`, { body: {} })
    setBusy(false)
    if (!res.ok) {
      setError(res.error.message)
      return
    }
    const repeat = res.data.notification
    setDone(`Обработано ещё раз: ${NOTIFICATION_OUTCOMES[repeat.outcome]} — ${repeat.reason} (уведомление № ${repeat.id})`)
    onReplayed(repeat)
  }

  const shown = n?.id === id ? n : null

  return (
    <section className="card admin-notification" aria-labelledby="notification-title" data-notification={id}>
      <div className="admin-notification__head">
        <h2 id="notification-title" tabIndex={-1} ref={heading}>
          Уведомление № {id}
          {shown ? ` · ${providerTitle(shown.provider)}` : ''}
        </h2>
        <button className="btn btn--ghost btn--sm" type="button" onClick={onClose}>
          Закрыть
        </button>
      </div>
      {shown && (
        <>
          <dl className="admin-notification__facts">
            <dt>Когда</dt>
            <dd>{formatAdminTime(shown.receivedAt)}</dd>
            <dt>Итог</dt>
            <dd>
              <OutcomeBadge outcome={shown.outcome} />
            </dd>
            <dt>Причина</dt>
            <dd className="admin-notification__reason">
              {shown.reason}
              <code className="admin-notification__code">{shown.reasonCode}</code>
            </dd>
            <dt>Событие</dt>
            <dd>{shown.eventType ?? '—'}</dd>
            <dt>Наш платеж</dt>
            <dd>{shown.paymentId ?? '—'}</dd>
            <dt>Платеж в банке</dt>
            <dd>{shown.providerPaymentId ?? '—'}</dd>
            <dt>Ответ банку</dt>
            <dd>{shown.replyStatus ?? '—'}</dd>
            <dt>Запрос</dt>
            <dd>{shown.requestId ?? '—'}</dd>
            <dt>Адрес отправителя</dt>
            <dd>{shown.remoteAddress ?? '—'}</dd>
            {shown.replayOf !== null && (
              <>
                <dt>Повтор</dt>
                <dd>уведомления № {shown.replayOf}</dd>
              </>
            )}
          </dl>
          {shown.unverifiedBody !== null ? (
            <>
              <h3>Тело (не проверено, первые 4 КБ)</h3>
              <pre className="admin-notification__pre" tabIndex={0} aria-label="Тело уведомления, не проверено">
                {shown.unverifiedBody || '(пусто)'}
              </pre>
            </>
          ) : shown.body !== null ? (
            <>
              <h3>Тело (проверено)</h3>
              <pre className="admin-notification__pre" tabIndex={0} aria-label="Тело уведомления (JSON)">
                {JSON.stringify(shown.body, null, 2)}
              </pre>
            </>
          ) : (
            <p className="admin-notification__muted">Тело не сохранено.</p>
          )}
          {shown.replayable ? (
            <div className="admin-form__actions">
              <button className="btn" type="button" disabled={busy} onClick={() => void replay()}>
                Повторить обработку
              </button>
            </div>
          ) : (
            <p className="admin-notification__muted">Повторить нельзя: уведомление не прошло проверку или отклонено.</p>
          )}
        </>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      {done && (
        <p className="admin-notification__done" role="status">
          {done}
        </p>
      )}
    </section>
  )
}
