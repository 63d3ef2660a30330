// One bank notification opened from the list: what it was, why it ended as it did, its stored body (the verified body,
// or the first characters of an unverified one) and «Повторить обработку» for a verified one that was not refused.
import { useEffect, useState } from 'react'
import { NOTIFICATION_OUTCOMES, NOTIFICATION_PROVIDERS, type TAdminPaymentNotification, type TNotificationOutcomeKey, type TReplayResult } from '../../../domain/admin/payment-notifications'
import { Alert, Done, PanelHead, useOpenedRecord } from '../admin-parts'
import { adminFetch } from '../api'
import { formatAdminTime } from '../data-table'

export const providerTitle = (p: string) => NOTIFICATION_PROVIDERS[p as keyof typeof NOTIFICATION_PROVIDERS] ?? p

const BADGE: Record<TNotificationOutcomeKey, string> = { applied: 'badge--ok', duplicate: '', ignored: '', refused: 'badge--failed', failed: 'badge--failed' }

export const OutcomeBadge = ({ outcome }: { outcome: TNotificationOutcomeKey }) => <span className={`badge ${BADGE[outcome]}`}>{NOTIFICATION_OUTCOMES[outcome] ?? outcome}</span>

export function NotificationDetail({ id, onClose, onReplayed }: { id: number; onClose: () => void; onReplayed: (repeat: TAdminPaymentNotification) => void }) {
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => setError(null), [id])
  const { shown, heading } = useOpenedRecord<TAdminPaymentNotification>(`/api/admin/payment-notifications/${id}`, id, 0, (e) => setError(e.message))

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

  return (
    <section className="card admin-notification" aria-labelledby="notification-title" data-notification={id}>
      <PanelHead
        block="admin-notification"
        titleId="notification-title"
        heading={heading}
        onClose={onClose}
        title={
          <>
            Уведомление № {id}
            {shown ? ` · ${providerTitle(shown.provider)}` : ''}
          </>
        }
      />
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
      <Alert>{error}</Alert>
      <Done className="admin-notification__done">{done}</Done>
    </section>
  )
}
