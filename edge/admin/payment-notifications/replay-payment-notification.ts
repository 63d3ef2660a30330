// payment-notification.replay – «Повторить обработку»: a stored VERIFIED notification goes through the very step a live
// one takes after its verification (applyVerifiedNotification: the allow-list, the provider's current state, then
// applyPaymentEvent under the payment's lock and status), so a payment already applied changes nothing and money is
// never counted twice. A refused or unverified notification is not run again. The step may call the provider, so it
// runs outside any transaction and is audited after it (like edge/admin/people/admin-refund-payment.ts); the repeat is
// recorded as a notification of its own (replay_of), with the administrator's request id.
import type { TAdminPaymentNotification } from '../../../domain/admin/payment-notifications'
import type { AppDeps } from '../../context'
import { asService } from '../../db/port'
import { AppError } from '../../http/errors'
import type { TPaymentEvent } from '../../payments/providers/provider'
import type { TProviderName } from '../../payments/providers/registry'
import { NOTIFICATION_EVENTS } from '../../payments/webhooks/events'
import { applyVerifiedNotification } from '../../payments/webhooks/handle-notification'
import { recordPaymentNotification, reportPaymentNotification } from '../../payments/webhooks/notification-log'
import type { TAdmin } from '../admin-action'
import { writeAudit } from '../audit'
import { NOTIFICATION_COLUMNS, notificationOf, type TNotificationRow } from './notification-row'

const ACTION = 'payment-notification.replay'

export async function getPaymentNotification(deps: Pick<AppDeps, 'db'>, id: string): Promise<TAdminPaymentNotification & { event: unknown }> {
  if (!/^\d{1,15}$/.test(id)) throw new AppError('NOT_FOUND', 'Уведомление не найдено')
  const [row] = await asService(deps.db, (tx) =>
    tx.query<TNotificationRow & { event: unknown }>(`select ${NOTIFICATION_COLUMNS}, n.event from private.payment_notifications n where n.id = $1::bigint`, [id]),
  )
  if (!row) throw new AppError('NOT_FOUND', 'Уведомление не найдено')
  return { ...notificationOf(row), event: typeof row.event === 'string' ? JSON.parse(row.event) : row.event }
}

export async function replayPaymentNotification({ deps, admin, id }: { deps: AppDeps; admin: TAdmin; id: string }): Promise<{ notification: TAdminPaymentNotification }> {
  const stored = await getPaymentNotification(deps, id)
  const audit = (entry: { outcome: 'ok' | 'failed'; note: string; after?: unknown }) =>
    asService(deps.db, (tx) =>
      writeAudit(tx, {
        actorId: admin.userId,
        action: ACTION,
        targetType: 'payment_notification',
        targetId: stored.id,
        ip: admin.ip,
        requestId: admin.requestId,
        before: { outcome: stored.outcome, reason: stored.reasonCode, paymentId: stored.paymentId },
        ...entry,
      }),
    )
  const refuse = async (message: string) => {
    await audit({ outcome: 'failed', note: message })
    return new AppError('CONFLICT', message)
  }
  if (!stored.replayable || !stored.event) {
    throw await refuse(
      stored.event
        ? 'Это уведомление отклонено: повторять его нельзя'
        : 'Это уведомление не прошло проверку подписи: повторять его нельзя, у нас нет его проверенного текста',
    )
  }
  const provider = stored.provider as TProviderName
  const events = NOTIFICATION_EVENTS[provider]
  if (!events) throw await refuse('Неизвестная платежная система')
  const event = { ...(stored.event as Omit<TPaymentEvent, 'raw'>), raw: stored.body } as TPaymentEvent
  let verdict
  try {
    verdict = await applyVerifiedNotification(deps, provider, events, event)
  } catch (e) {
    await audit({ outcome: 'failed', note: 'Ошибка при повторной обработке' })
    throw e
  }
  const rec = { ...verdict, provider, requestId: admin.requestId, remoteAddress: null, replayOf: stored.id }
  const saved = await recordPaymentNotification(deps, rec)
  await reportPaymentNotification(deps, { ...rec, id: saved?.id ?? null, paymentId: saved?.paymentId ?? null })
  const repeat = saved ? await getPaymentNotification(deps, String(saved.id)) : null
  await audit({ outcome: 'ok', note: `${verdict.outcome}: ${verdict.reason}`, after: { outcome: verdict.outcome, reason: verdict.code, notificationId: saved?.id ?? null } })
  if (!repeat) throw new AppError('INTERNAL', 'Повтор выполнен, но не записан: посмотри журнал сервера')
  const { event: _event, ...notification } = repeat
  return { notification }
}
