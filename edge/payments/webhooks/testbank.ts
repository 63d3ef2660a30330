// POST /webhooks/testbank – the dev test bank's signed notifications (never in production: no adapter there).
import { Hono } from 'hono'
import type { AppEnv } from '../../context'
import { handlePaymentNotification } from './handle-notification'

const EVENTS = new Set(['payment.succeeded', 'payment.canceled', 'refund.succeeded'])

export const testbankWebhookRoutes = new Hono<AppEnv>().post('/', (c) => handlePaymentNotification(c, 'testbank', EVENTS))
