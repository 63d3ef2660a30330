// Security headers through the whole Hono app: API answers, the hand-written HTML answers and their inline code, HSTS by APP_URL.
import { describe, expect, it } from 'vitest'
import { createApp } from '../../edge/app'
import type { AppDeps } from '../../edge/context'
import { testbankProvider } from '../../edge/payments/providers/testbank'
import { NON_HTML_CSP } from '../../edge/http/security-headers'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import { withSettings } from '../helpers/app-deps'

let app: TTestApp
let deps: AppDeps
useTestApp((made) => ({ app, deps } = made))

const nonceOf = (res: Response) => res.headers.get('content-security-policy')?.match(/script-src 'self' 'nonce-([^']+)'/)?.[1]
const inlineTags = (html: string) => html.match(/<(script|style)\b[^>]*>/g) ?? []

function expectCommon(res: Response) {
  expect(res.headers.get('x-frame-options')).toBe('DENY')
  expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(res.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=()')
}

describe('security headers of the app', () => {
  it('JSON answers, errors and unknown API paths get nosniff, DENY and the non-HTML policy', async () => {
    for (const [path, status] of [
      ['/api/health', 200],
      ['/api/nope', 404],
      ['/graphql?query=%7B', 405],
    ] as const) {
      const res = await app.request(path)
      expect(res.status, path).toBe(status)
      expectCommon(res)
      expect(res.headers.get('content-security-policy'), path).toBe(NON_HTML_CSP)
      expect(res.headers.get('strict-transport-security'), path).toBeNull()
    }
  })

  it('the referral answer: its inline script carries the nonce of its own CSP, new on every answer', async () => {
    const [a, b] = await Promise.all([app.request('/ref/abc123'), app.request('/ref/abc123')])
    const nonce = nonceOf(a)!
    expect(nonce).toBeTruthy()
    expect(nonceOf(b)).not.toBe(nonce)
    expectCommon(a)
    expect(a.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    const tags = inlineTags(await a.text())
    expect(tags).toEqual([`<script nonce="${nonce}">`])
  })

  it('the dev outbox page styles itself with its nonce', async () => {
    const res = await app.request('/dev/outbox')
    expect(res.status).toBe(200)
    expect(inlineTags(await res.text())).toEqual([`<style nonce="${nonceOf(res)}">`])
  })

  it('the test bank page: nonce on its style, and form-action lets «Оплатить» return to the shop origin', async () => {
    const bank = testbankProvider({ secret: deps.settings.TESTBANK_SECRET, appUrl: 'http://localhost:3000' })
    const { redirectUrl } = await bank.createPayment({
      paymentId: 'csp-1',
      amountKopecks: 100_00,
      description: 'Тест',
      returnUrl: 'http://127.0.0.1:4173/ecosystem?payment-id=csp-1',
      notificationUrl: 'http://127.0.0.1:4173/webhooks/testbank',
    })
    const url = new URL(redirectUrl)
    const res = await app.request(url.pathname + url.search)
    expect(res.status).toBe(200)
    expect(inlineTags(await res.text())).toEqual([`<style nonce="${nonceOf(res)}">`])
    expect(res.headers.get('content-security-policy')).toContain("form-action 'self' http://127.0.0.1:4173;")
  })

  it('HSTS only with an https APP_URL', async () => {
    const https = createApp(withSettings(deps, { APP_URL: 'https://kampus.example' }))
    expect((await https.request('/api/health')).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expect((await https.request('/ref/abc123')).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    const http = createApp(withSettings(deps, { APP_URL: 'http://localhost:3000' }))
    expect((await http.request('/api/health')).headers.get('strict-transport-security')).toBeNull()
  })
})
