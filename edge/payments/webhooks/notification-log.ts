// Every bank notification is recorded (private.payment_notifications): what it was about, what became of it and why,
// with the request id of its log lines. A verified one keeps its body and the event it was read as (the back-office
// can run it again, edge/admin/payment-notifications); an unverified one keeps only its first UNVERIFIED_BODY_MAX
// characters as text, since anyone can post one. Rows older than PAYMENT_NOTIFICATIONS_RETENTION_DAYS go in the same
// transaction as each new row (one indexed range delete, nothing to schedule). Recording runs after the payment's own
// transaction and never throws: a failed insert is a log line, never a lost payment or another reply to the bank.
// A refused or failed notification also raises a team alert (edge/ops/team-alert.ts), once per provider per window.
import type { AppDeps } from '../../context'
import { asService } from '../../db/port'
import { raiseTeamAlert } from '../../ops/team-alert'
import type { TPaymentEvent } from '../providers/provider'

export type TNotificationOutcome = 'applied' | 'duplicate' | 'ignored' | 'refused' | 'failed'

export const UNVERIFIED_BODY_MAX = 4096

/** How long a notification's answer waits for its team alert to be delivered (it goes on in the background after). */
const ALERT_WAIT_MS = 5_000

/** What became of one notification: the outcome, a short machine code and the Russian reason shown to the team. */
export type TNotificationVerdict = {
  outcome: TNotificationOutcome
  code: string
  reason: string
  /** The verified event (its `raw` is the body as the adapter read it); absent when the notification was not verified. */
  event?: Omit<TPaymentEvent, 'type'> & { type?: string }
  /** What the provider got back. */
  replyStatus: number
}

export type TNotificationRecord = TNotificationVerdict & {
  provider: string
  requestId: string | null
  remoteAddress: string | null
  /** The first characters of an unverified body. */
  unverifiedBody?: string | null
  replayOf?: number | null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

// Postgres text and jsonb hold no NUL character; an attacker's body may.
const noNul = (s: string) => s.replace(/\u0000/g, '\ufffd')
const jsonNoNul = (v: unknown) => (v === undefined ? null : JSON.stringify(v).replace(/\\u0000/g, '\\ufffd'))
const clip = (s: string | null | undefined, n: number) => (s == null ? null : noNul(s).slice(0, n))

/** The first UNVERIFIED_BODY_MAX characters of a request's body, as UTF-8 text (a broken sequence becomes U+FFFD). */
export function unverifiedBodyOf(bytes: Uint8Array): string {
  const text = new TextDecoder().decode(bytes.subarray(0, UNVERIFIED_BODY_MAX * 4))
  return text.length > UNVERIFIED_BODY_MAX ? text.slice(0, UNVERIFIED_BODY_MAX) : text
}

/** Refused notifications of one provider in the last hour that still keep their unverified body. */
const REFUSED_BODIES_PER_HOUR = 200
/** Refused notifications of one provider in the last hour that are still recorded at all. */
const REFUSED_ROWS_PER_HOUR = 2000

/** Writes the row (and prunes the old ones); returns its id and our payment's, or null when it could not be written. Never throws. */
export async function recordPaymentNotification(deps: Pick<AppDeps, 'db' | 'settings' | 'log'>, rec: TNotificationRecord): Promise<{ id: number; paymentId: string | null } | null> {
  const event = rec.event
  const { raw, ...eventWithoutBody } = event ?? { raw: undefined }
  try {
    return await asService(deps.db, async (tx) => {
      await tx.query(`delete from private.payment_notifications where received_at < now() - make_interval(days => $1::int)`, [deps.settings.PAYMENT_NOTIFICATIONS_RETENTION_DAYS])
      // Anyone may post to a webhook: refused ones beyond REFUSED_BODIES_PER_HOUR keep no body, and beyond
      // REFUSED_ROWS_PER_HOUR (per provider) are not recorded at all — the log line and the alert still say so.
      const [row] = await tx.query<{ id: string | number; payment_id: string | null }>(
        `with recent as (
           select count(*)::int as n from private.payment_notifications
            where $5 = 'refused' and provider = $1 and outcome = 'refused' and received_at > now() - interval '1 hour')
         insert into private.payment_notifications
           (provider, payment_id, provider_payment_id, event_type, outcome, reason_code, reason, reply_status, request_id, remote_address, body, event, unverified_body, replay_of)
         select $1,
                coalesce((select p.id from private.payments p where p.provider = $1 and p.provider_payment_id = $2 limit 1),
                         (select p.id from private.payments p where p.id = $3::uuid)),
                $2, $4, $5, $6, $7, $8, $9, $10, $11::text::jsonb, $12::text::jsonb,
                case when recent.n < $15::int then $13 end, $14
           from recent
          where recent.n < $16::int
         returning id, payment_id::text as payment_id`,
        [
          rec.provider,
          clip(event?.providerPaymentId, 200),
          event && typeof event.ourPaymentId === 'string' && UUID.test(event.ourPaymentId) ? event.ourPaymentId : null,
          clip(event?.type, 100),
          rec.outcome,
          rec.code.slice(0, 60),
          noNul(rec.reason).slice(0, 500),
          rec.replyStatus,
          clip(rec.requestId, 128),
          clip(rec.remoteAddress, 64),
          event ? jsonNoNul(raw ?? null) : null,
          event ? jsonNoNul(eventWithoutBody) : null,
          event ? null : clip(rec.unverifiedBody, UNVERIFIED_BODY_MAX),
          rec.replayOf ?? null,
          REFUSED_BODIES_PER_HOUR,
          REFUSED_ROWS_PER_HOUR,
        ],
      )
      if (!row) deps.log.warn('payment notification not recorded: too many refused ones this hour', { provider: rec.provider, requestId: rec.requestId })
      return row ? { id: Number(row.id), paymentId: row.payment_id } : null
    })
  } catch (e) {
    deps.log.error('payment notification not recorded', { provider: rec.provider, outcome: rec.outcome, reason: rec.code, requestId: rec.requestId, error: e instanceof Error ? e.message : String(e) })
    return null
  }
}

/** The log line and, for a refused or failed notification, the team alert. No personal data: ids, codes, the reason. */
export async function reportPaymentNotification(deps: AppDeps, rec: TNotificationRecord & { id: number | null; paymentId?: string | null }): Promise<void> {
  const fields = {
    provider: rec.provider,
    paymentId: rec.paymentId ?? rec.event?.ourPaymentId ?? null,
    providerPaymentId: rec.event?.providerPaymentId ?? null,
    outcome: rec.outcome,
    reason: rec.code,
    reasonText: rec.reason.slice(0, 200),
    requestId: rec.requestId,
    notificationId: rec.id,
  }
  if (rec.outcome === 'refused') deps.log.warn('payment notification refused', fields)
  else if (rec.outcome === 'failed') deps.log.warn('payment notification failed', fields)
  else deps.log.info(`payment notification ${rec.outcome}`, fields)
  if (rec.outcome !== 'refused' && rec.outcome !== 'failed') return
  // A failed one is our fault (the bank's notice was good, handling it broke): the error tracker gets it too.
  const tracked =
    rec.outcome === 'failed'
      ? deps.ports.errors.capture({ error: new Error(`${rec.code}: ${rec.reason.slice(0, 300)}`), where: 'payment-notification', requestId: rec.requestId ?? undefined, tags: { provider: rec.provider, payment: fields.paymentId ?? undefined } })
      : Promise.resolve()
  const alert = raiseTeamAlert(
    { db: deps.db, settings: deps.settings, log: deps.log, delivery: deps.ports.delivery },
    {
      kind: `payment.notification-refused:${rec.provider}`,
      title: 'Банк прислал уведомление, которое не прошло проверку',
      details: {
        provider: rec.provider,
        outcome: rec.outcome,
        reason: `${rec.code}: ${rec.reason.slice(0, 200)}`,
        payment: fields.paymentId,
        requestId: rec.requestId,
        notification: rec.id,
        where: `/admin/payment-notifications?provider=${rec.provider}&outcome=${rec.outcome}`,
      },
    },
  )
  // The bank waits for its answer meanwhile: a hanging chat or mail delivery may not make it time out and resend.
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([Promise.all([alert, tracked]), new Promise((resolve) => (timer = setTimeout(resolve, ALERT_WAIT_MS)))])
  clearTimeout(timer)
}
