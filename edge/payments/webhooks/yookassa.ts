// POST /webhooks/yookassa – YooKassa HTTP notifications; the adapter checks the sender's IP and re-fetches the payment.
import { Hono } from 'hono'
import type { AppEnv } from '../../context'
import { handlePaymentNotification } from './handle-notification'

// waiting_for_capture is not taken: payments are created with capture, so only the outcome matters.
const EVENTS = new Set(['payment.succeeded', 'payment.canceled', 'refund.succeeded'])

export const yookassaWebhookRoutes = new Hono<AppEnv>().post('/', (c) => handlePaymentNotification(c, 'yookassa', EVENTS))
