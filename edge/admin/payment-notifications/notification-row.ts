// One row of private.payment_notifications as the back-office shows it.
import type { TAdminPaymentNotification, TNotificationOutcomeKey } from '../../../domain/admin/payment-notifications'

export const NOTIFICATION_COLUMNS = `n.id, n.received_at::text as received_at, n.provider, n.payment_id::text as payment_id, n.provider_payment_id, n.event_type,
  n.outcome, n.reason_code, n.reason, n.reply_status, n.request_id, n.remote_address, n.body, n.event is not null as verified, n.unverified_body, n.replay_of`

export type TNotificationRow = {
  id: string | number
  received_at: string
  provider: string
  payment_id: string | null
  provider_payment_id: string | null
  event_type: string | null
  outcome: string
  reason_code: string
  reason: string
  reply_status: number | null
  request_id: string | null
  remote_address: string | null
  body: unknown
  verified: boolean
  unverified_body: string | null
  replay_of: string | number | null
}

export const notificationOf = (r: TNotificationRow): TAdminPaymentNotification => ({
  id: Number(r.id),
  receivedAt: new Date(r.received_at).toISOString(),
  provider: r.provider,
  paymentId: r.payment_id,
  providerPaymentId: r.provider_payment_id,
  eventType: r.event_type,
  outcome: r.outcome as TNotificationOutcomeKey,
  reasonCode: r.reason_code,
  reason: r.reason,
  replyStatus: r.reply_status === null ? null : Number(r.reply_status),
  requestId: r.request_id,
  remoteAddress: r.remote_address,
  body: typeof r.body === 'string' ? JSON.parse(r.body) : (r.body ?? null),
  unverifiedBody: r.unverified_body,
  replayOf: r.replay_of === null ? null : Number(r.replay_of),
  replayable: Boolean(r.verified) && r.outcome !== 'refused',
})
