// The shared path of every payment webhook: verify with the provider's adapter, keep only allow-listed events, prefer the
// provider's current state when it can be fetched, then apply it once.
//
// Replies: a refused signature gets the adapter's refusal. An unknown payment is logged and acknowledged the way the
// provider expects (it is not ours, and a retry would never find it: our record exists before the provider is called).
// An amount or provider mismatch is refused with 400 and logged as an error: the provider may retry, each retry is
// refused again and changes nothing, and the noise is the point. A refund notification reverses the payment's credits
// once per refund operation (apply-payment-event.ts); a replay or a late, contradicting status changes nothing.
//
// Every notification is recorded with what became of it (notification-log.ts), after the payment's own transaction:
// the reply is decided before, and recording never changes it. The back-office's «Повторить обработку» runs a stored
// verified event through applyVerifiedNotification, the very step a live one takes after its verification.
import type { Context } from 'hono'
import type { AppDeps, AppEnv } from '../../context'
import type { TPaymentEvent } from '../providers/provider'
import type { TProviderName } from '../providers/registry'
import { applyPaymentEvent } from '../apply-payment-event'
import { clientIp } from '../../auth/client-ip'
import { recordPaymentNotification, reportPaymentNotification, unverifiedBodyOf, type TNotificationVerdict } from './notification-log'

type TJsonReply = (body: Record<string, unknown>, status: 400 | 404 | 503) => Response

export async function handlePaymentNotification(c: Context<AppEnv>, provider: TProviderName, allowedEvents: ReadonlySet<string>): Promise<Response> {
  const deps = c.get('deps')
  const requestId = c.get('requestId') ?? null
  const remoteAddress = clientIp(c.req.raw.headers)
  // The body is read once (within the app's body limit) and the adapter gets a fresh request with it: the first bytes
  // of an unverified notification are what the team gets to see of it. Request.clone() on the server's own request
  // class is not relied on (on srvx under another global Request it throws for a bodyless POST).
  const original = c.req.raw
  const bytes = new Uint8Array(await original.arrayBuffer())
  const request = new Request(original.url, { method: original.method, headers: original.headers, ...(bytes.byteLength > 0 && { body: bytes }) })
  const record = async (verdict: TNotificationVerdict) => {
    const unverifiedBody = verdict.event ? null : unverifiedBodyOf(bytes)
    const rec = { ...verdict, provider, requestId, remoteAddress, unverifiedBody }
    const saved = await recordPaymentNotification(deps, rec)
    await reportPaymentNotification(deps, { ...rec, id: saved?.id ?? null, paymentId: saved?.paymentId ?? null })
  }
  let verdict: TNotificationVerdict & { reply: Response }
  try {
    verdict = await verifyAndApply(deps, provider, allowedEvents, request, remoteAddress, (body, status) => c.json(body, status))
  } catch (e) {
    await record({ outcome: 'failed', code: 'error', reason: 'Ошибка при обработке уведомления', replyStatus: 500 })
    throw e
  }
  const { reply, ...rest } = verdict
  await record(rest)
  return reply
}

async function verifyAndApply(
  deps: AppDeps,
  provider: TProviderName,
  allowedEvents: ReadonlySet<string>,
  request: Request,
  remoteAddress: string | null,
  json: TJsonReply,
): Promise<TNotificationVerdict & { reply: Response }> {
  const adapter = deps.ports.payments.byName(provider)
  // In production an unconfigured provider has no adapter, and nobody should be calling us on its behalf.
  if (!adapter || adapter.name !== provider) {
    return { outcome: 'refused', code: 'provider-not-configured', reason: 'Эта платежная система у нас не настроена', reply: json({ ok: false }, 404), replyStatus: 404 }
  }
  const verified = await adapter.verifyNotification(request, { clientIp: remoteAddress })
  if (!verified.ok) {
    const status = verified.reply.status
    // A 2xx refusal acknowledges a genuine notification we have nothing to do with (an intermediate status, an event
    // we do not take); a 5xx one asks the provider to retry because our own check could not finish.
    const verdict: TNotificationVerdict =
      status < 300
        ? { outcome: 'ignored', code: 'not-handled', reason: verified.reason, replyStatus: status }
        : status >= 500
          ? { outcome: 'failed', code: 'verification-unavailable', reason: verified.reason, replyStatus: status }
          : { outcome: 'refused', code: 'verification-failed', reason: verified.reason, replyStatus: status }
    return { ...verdict, reply: verified.reply }
  }
  const applied = await applyVerifiedNotification(deps, provider, allowedEvents, verified.event)
  if (applied.outcome === 'refused' && applied.code === 'mismatch') return { ...applied, reply: json({ ok: false, reason: 'mismatch' }, 400) }
  if (applied.code === 'refetch-failed') return { ...applied, reply: json({ ok: false }, 503) }
  return { ...applied, replyStatus: verified.reply.status, reply: verified.reply }
}

const APPLIED: Record<string, { code: string; reason: string }> = {
  applied: { code: 'applied', reason: 'Платеж проведен' },
  'status-updated': { code: 'status-updated', reason: 'Статус платежа обновлен' },
  refunded: { code: 'refunded', reason: 'Возврат учтен' },
}

/**
 * What a verified notification does to its payment: the event allow-list, the provider's current state when it can be
 * fetched, then applyPaymentEvent (one transaction, guarded by the payment's status, so a repeat changes nothing).
 * `replyStatus` is the success status; the webhook answers mismatch (400) and a failed re-fetch (503) itself.
 */
export async function applyVerifiedNotification(deps: AppDeps, provider: TProviderName, allowedEvents: ReadonlySet<string>, event: TPaymentEvent): Promise<TNotificationVerdict> {
  const adapter = deps.ports.payments.byName(provider)
  if (!adapter || adapter.name !== provider) return { outcome: 'failed', code: 'provider-not-configured', reason: 'Эта платежная система у нас не настроена', event, replyStatus: 404 }
  if (!allowedEvents.has(event.type)) {
    return { outcome: 'ignored', code: 'event-not-handled', reason: `Событие ${event.type} не обрабатываем`.slice(0, 200), event, replyStatus: 200 }
  }
  let current: Omit<typeof event, 'type'> = event
  if (adapter.fetchPayment && provider !== 'yookassa') {
    // YooKassa's adapter already re-fetches inside verifyNotification.
    try {
      // The state is the provider's; the card kept and the refund operation are what this notification is about.
      current = {
        ...(await adapter.fetchPayment(event.providerPaymentId)),
        ourPaymentId: event.ourPaymentId,
        verifiedByProvider: true,
        ...(event.savedMethod && { savedMethod: event.savedMethod }),
        ...(event.refund && { refund: event.refund }),
      }
    } catch (e) {
      deps.log.warn('payment re-fetch failed, the provider will retry', { provider, providerPaymentId: event.providerPaymentId, error: String(e) })
      return { outcome: 'failed', code: 'refetch-failed', reason: 'Платежная система не ответила на запрос состояния платежа', event, replyStatus: 503 }
    }
  }
  const outcome = await applyPaymentEvent({ deps, provider, event: current })
  if (outcome === 'mismatch') return { outcome: 'refused', code: 'mismatch', reason: 'Сумма или платежная система не совпадает с нашим платежом', event, replyStatus: 400 }
  if (outcome === 'unknown-payment') return { outcome: 'refused', code: 'unknown-payment', reason: 'Такого платежа у нас нет', event, replyStatus: 200 }
  if (outcome === 'ignored') return { outcome: 'duplicate', code: 'no-change', reason: 'Уведомление ничего не меняет: платеж уже в этом состоянии', event, replyStatus: 200 }
  return { outcome: 'applied', ...APPLIED[outcome]!, event, replyStatus: 200 }
}
