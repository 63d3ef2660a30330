import { describe, expect, it } from 'vitest'
import { paymentProvider, providerForMethod } from './registry'
import { readSettings } from '../../settings'

const live = {
  YOOKASSA_SHOP_ID: '1',
  YOOKASSA_SECRET_KEY: 's',
  CLOUDPAYMENTS_PUBLIC_ID: 'pk',
  CLOUDPAYMENTS_API_SECRET: 's',
  TBANK_TERMINAL_KEY: 't',
  TBANK_PASSWORD: 'p',
}

describe('payment provider registry', () => {
  it('plays every unconfigured provider with the test bank in development', async () => {
    const s = readSettings({ APP_URL: 'http://localhost:3000' })
    for (const method of [3, 9, 10, 11, 13] as const) expect(providerForMethod(s, method)?.name).toBe('testbank')
    const created = await providerForMethod(s, 10)!.createPayment({ paymentId: 'p1', amountKopecks: 100, description: 'x', returnUrl: 'http://localhost:3000/', notificationUrl: 'http://localhost:3000/n' })
    expect(created.redirectUrl).toMatch(/^http:\/\/localhost:3000\/dev\/bank\/pay\/p1\?/)
  })

  it('never falls back to the test bank in production', () => {
    const s = readSettings({ APP_ENV: 'production', APP_JWT_SECRET: '3f9c1d7e5a2b8c04f6e1d9a7b3c5e8f2a4d6c1b9e7f3a5d2', SUPPORT_PHONE: '+7 (495) 000-00-01', SUPPORT_EMAIL: 'help@kampus.test', LEGAL_ENTITY_NAME: 'ООО «Тест»', LEGAL_INN: '7700000000', LEGAL_OGRN: '1027700000000', LEGAL_ADDRESS: '101000, Москва, ул. Тестовая, д. 1' })
    expect(providerForMethod(s, 10)).toBeNull()
    expect(paymentProvider(s, 'testbank')).toBeNull()
  })

  it('uses the real adapters once their credentials are set, and none for legacy methods', () => {
    const s = readSettings(live)
    expect(providerForMethod(s, 3)?.name).toBe('tbank')
    expect(providerForMethod(s, 9)?.name).toBe('tbank')
    expect(providerForMethod(s, 10)?.name).toBe('yookassa')
    expect(providerForMethod(s, 13)?.name).toBe('cloudpayments')
    expect(providerForMethod(s, 1)).toBeNull()
  })

  it('requires the secret together with the id', () => {
    expect(() => readSettings({ YOOKASSA_SHOP_ID: '1' })).toThrow(/YOOKASSA_SECRET_KEY/)
    expect(() => readSettings({ TBANK_TERMINAL_KEY: 't' })).toThrow(/TBANK_PASSWORD/)
    expect(() => readSettings({ CLOUDPAYMENTS_PUBLIC_ID: 'pk' })).toThrow(/CLOUDPAYMENTS_API_SECRET/)
  })
})
