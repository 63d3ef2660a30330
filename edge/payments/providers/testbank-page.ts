// /dev/bank/pay/:paymentId – the test bank's hosted payment page: «Оплатить» or «Отклонить», then a signed
// notification to the payment's notification URL and a redirect back with payment-result.
import { Hono } from 'hono'
import { html } from 'hono/html'
import type { AppEnv } from '../../context'
import { allowFormTarget, cspNonce } from '../../http/security-headers'
import { withResult } from './provider'
import { orderIsSigned, signNotice, TESTBANK_SIGNATURE_HEADER, testbankPaymentId, type TTestBankOrder } from './testbank'
import { formatKopecks } from '../../../domain/money/format'

const NOTIFY_TIMEOUT_MS = 10_000

const rubles = (kopecks: number) => formatKopecks(kopecks)

function readOrder(paymentId: string, f: Record<string, string | undefined>): TTestBankOrder | null {
  const amountKopecks = Number(f.amount)
  if (!Number.isInteger(amountKopecks) || amountKopecks <= 0 || !f.return || !f.notify) return null
  return { paymentId, amountKopecks, description: f.description ?? '', returnUrl: f.return, notificationUrl: f.notify }
}

const page = (nonce: string, title: string, body: unknown) => html`<!doctype html>
  <html lang="ru">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width,initial-scale=1" />
      <title>${title} — Тестовый банк</title>
      <style nonce="${nonce}">
        body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 2rem 1rem; background: #f2f4f7; color: #16162a; }
        main { max-width: 26rem; margin: 0 auto; background: #fff; border-radius: 16px; padding: 1.5rem; box-shadow: 0 2px 12px #0001; }
        .amount { font-size: 2rem; font-weight: 700; margin: 0.5rem 0; } small { color: #5d5d78; }
        form { display: flex; gap: 0.75rem; margin-top: 1.5rem; }
        button { flex: 1; font: inherit; padding: 0.75rem; border-radius: 10px; border: 0; cursor: pointer; }
        .pay { background: #2f6fed; color: #fff; } .decline { background: #e9e9f2; color: #16162a; }
      </style>
    </head>
    <body>
      <main>${body}</main>
    </body>
  </html>`

export const devBankRoutes = new Hono<AppEnv>()
  // GET /dev/bank/pay/:paymentId – the payment page a test-bank payment redirects to
  .get('/pay/:paymentId', async (c) => {
    const f = c.req.query()
    const order = readOrder(c.req.param('paymentId'), f)
    if (!order || !f.sig || !(await orderIsSigned(c.get('deps').settings.TESTBANK_SECRET, order, f.sig))) {
      return c.html(page(cspNonce(c), 'Ошибка', html`<h1>Тестовый банк</h1><p>Ссылка на оплату повреждена.</p>`), 400)
    }
    // «Оплатить» posts here, then is redirected to the shop's return address: the CSP's form-action must allow its origin.
    allowFormTarget(c, order.returnUrl)
    return c.html(
      page(
        cspNonce(c),
        'Оплата',
        html`<h1>Тестовый банк</h1>
          <small>Платеж ${order.paymentId}</small>
          <p>${order.description}</p>
          <div class="amount">${rubles(order.amountKopecks)}</div>
          <form method="post">
            <input type="hidden" name="amount" value="${order.amountKopecks}" />
            <input type="hidden" name="description" value="${order.description}" />
            <input type="hidden" name="return" value="${order.returnUrl}" />
            <input type="hidden" name="notify" value="${order.notificationUrl}" />
            <input type="hidden" name="sig" value="${f.sig}" />
            <button class="pay" name="result" value="succeeded">Оплатить</button>
            <button class="decline" name="result" value="canceled">Отклонить</button>
          </form>`,
      ),
    )
  })
  // POST /dev/bank/pay/:paymentId – a button: notify the shop, then send the customer back
  .post('/pay/:paymentId', async (c) => {
    const secret = c.get('deps').settings.TESTBANK_SECRET
    // A broken form is the same refusal as a tampered link: the page, not a 500.
    const form = await c.req.parseBody().catch(() => ({}))
    const f = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? v : undefined]))
    const order = readOrder(c.req.param('paymentId'), f)
    const status = f.result === 'succeeded' ? 'succeeded' : f.result === 'canceled' ? 'canceled' : null
    if (!order || !status || !f.sig || !(await orderIsSigned(secret, order, f.sig))) {
      return c.html(page(cspNonce(c), 'Ошибка', html`<h1>Тестовый банк</h1><p>Ссылка на оплату повреждена.</p>`), 400)
    }
    const notice = { paymentId: order.paymentId, providerPaymentId: testbankPaymentId(order.paymentId), status, amountKopecks: order.amountKopecks } as const
    const { body, signature } = await signNotice(secret, notice)
    let delivered = false
    try {
      const res = await fetch(order.notificationUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [TESTBANK_SIGNATURE_HEADER]: signature },
        body,
        signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
      })
      delivered = res.ok
    } catch {
      delivered = false
    }
    // A real bank would retry; here the developer sees at once that the shop did not accept the notification.
    if (!delivered) return c.html(page(cspNonce(c), 'Ошибка', html`<h1>Тестовый банк</h1><p>Магазин не принял уведомление об оплате.</p>`), 502)
    return c.redirect(withResult(order.returnUrl, status === 'succeeded' ? 'success' : 'fail'), 303)
  })
