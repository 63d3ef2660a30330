// Builds provider adapters from the settings: the real one when its credentials are set, else the dev test bank.
import type { TSettings } from '../../settings'
import { METHOD_PROVIDER, PAYMENT_METHODS, type TPaymentMethodId } from '../../../domain/money/payment-methods'
import { publicUrl } from '../../oauth/provider'
import type { TPaymentProvider } from './provider'
import { yookassaProvider } from './yookassa'
import { cloudpaymentsProvider } from './cloudpayments'
import { tbankProvider } from './tbank'
import { testbankProvider } from './testbank'

export type TProviderName = TPaymentProvider['name']

/**
 * The adapter for a provider by name (webhook routes know the name from their path). Null when the provider has
 * no credentials; outside production an unconfigured provider is played by the test bank, so `npm start` can pay.
 */
export function paymentProvider(settings: TSettings, name: TProviderName, opts: { sbp?: boolean } = {}): TPaymentProvider | null {
  const fallback = settings.APP_ENV === 'production' ? null : testbankProvider({ secret: settings.TESTBANK_SECRET, appUrl: publicUrl(settings) })
  if (name === 'testbank') return fallback
  if (name === 'yookassa') {
    if (!settings.YOOKASSA_SHOP_ID || !settings.YOOKASSA_SECRET_KEY) return fallback
    return yookassaProvider({
      shopId: settings.YOOKASSA_SHOP_ID,
      secretKey: settings.YOOKASSA_SECRET_KEY,
      baseUrl: settings.YOOKASSA_BASE_URL,
      allowedIps: settings.YOOKASSA_NOTIFICATION_IPS?.split(',').map((s) => s.trim()).filter(Boolean) ?? [],
    })
  }
  if (name === 'cloudpayments') {
    if (!settings.CLOUDPAYMENTS_PUBLIC_ID || !settings.CLOUDPAYMENTS_API_SECRET) return fallback
    return cloudpaymentsProvider({ publicId: settings.CLOUDPAYMENTS_PUBLIC_ID, apiSecret: settings.CLOUDPAYMENTS_API_SECRET, baseUrl: settings.CLOUDPAYMENTS_BASE_URL })
  }
  if (!settings.TBANK_TERMINAL_KEY || !settings.TBANK_PASSWORD) return fallback
  return tbankProvider({
    terminalKey: settings.TBANK_TERMINAL_KEY,
    password: settings.TBANK_PASSWORD,
    baseUrl: settings.TBANK_BASE_URL,
    method: opts.sbp ? 'sbp' : 'card',
  })
}

/** The adapter that takes a payment made with a method id; null for legacy methods we no longer take. */
export function providerForMethod(settings: TSettings, method: TPaymentMethodId): TPaymentProvider | null {
  const name = METHOD_PROVIDER[method]
  return name ? paymentProvider(settings, name, { sbp: method === PAYMENT_METHODS.sbp }) : null
}
