// Where a provider sends the customer back and posts its notifications: APP_URL, else (outside production) the request's origin.
import type { TSettings } from '../settings'
import { publicUrl } from '../oauth/provider'
import { joinUrl } from '../adapters/http'
import type { TProviderName } from './providers/registry'

/** The public base URL; in production only APP_URL (or the default) is trusted, never a request header. */
export function paymentBaseUrl(settings: TSettings, headers?: Headers): string {
  if (settings.APP_URL || settings.APP_ENV === 'production' || !headers) return publicUrl(settings)
  const host = headers.get('x-forwarded-host') ?? headers.get('host')
  if (!host || !/^[\w.-]+(:\d+)?$/.test(host)) return publicUrl(settings)
  const proto = headers.get('x-forwarded-proto') === 'https' ? 'https' : 'http'
  return `${proto}://${host}`
}

export const notificationUrl = (base: string, provider: TProviderName) => joinUrl(base, `webhooks/${provider}`)

/** The return page: the client's redirectAfterPayment when it stays on our site, else the dashboard; carries the payment id. */
export function paymentReturnUrl(base: string, paymentId: string, redirectAfterPayment?: string | null): string {
  let url = new URL('/ecosystem', base)
  if (redirectAfterPayment) {
    try {
      const wanted = new URL(redirectAfterPayment, base)
      if (wanted.origin === url.origin) url = wanted
    } catch {
      // A malformed address falls back to the dashboard.
    }
  }
  url.searchParams.set('payment-id', paymentId)
  return url.toString()
}
