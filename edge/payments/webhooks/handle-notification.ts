// The shared path of every payment webhook: verify with the provider's adapter, keep only allow-listed events, prefer the
// provider's current state when it can be fetched, then apply it once.
//
// Replies: a refused signature gets the adapter's refusal. An unknown payment is logged and acknowledged the way the
// provider expects (it is not ours, and a retry would never find it: our record exists before the provider is called).
// An amount or provider mismatch is refused with 400 and logged as an error: the provider may retry, each retry is
// refused again and changes nothing, and the noise is the point. A refund notification reverses the payment's credits
// once per refund operation (apply-payment-event.ts); a replay or a late, contradicting status changes nothing.
import type { Context } from 'hono'
import type { AppEnv } from '../../context'
import type { TProviderName } from '../providers/registry'
import { applyPaymentEvent } from '../apply-payment-event'
import { clientIp } from '../../auth/client-ip'

export async function handlePaymentNotification(c: Context<AppEnv>, provider: TProviderName, allowedEvents: ReadonlySet<string>): Promise<Response> {
  const deps = c.get('deps')
  const adapter = deps.ports.payments.byName(provider)
  // In production an unconfigured provider has no adapter, and nobody should be calling us on its behalf.
  if (!adapter || adapter.name !== provider) return c.json({ ok: false }, 404)
  const verified = await adapter.verifyNotification(c.req.raw, { clientIp: clientIp(c.req.raw.headers) })
  if (!verified.ok) {
    deps.log.warn('payment notification refused', { provider, reason: verified.reason })
    return verified.reply
  }
  const { event } = verified
  if (!allowedEvents.has(event.type)) {
    deps.log.info('payment notification event not handled', { provider, type: event.type })
    return verified.reply
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
      deps.log.warn('payment re-fetch failed, the provider will retry', { provider, error: String(e) })
      return c.json({ ok: false }, 503)
    }
  }
  const outcome = await applyPaymentEvent({ deps, provider, event: current })
  if (outcome === 'mismatch') return c.json({ ok: false, reason: 'mismatch' }, 400)
  return verified.reply
}
