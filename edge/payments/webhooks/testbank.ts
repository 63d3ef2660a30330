// POST /webhooks/testbank – the dev test bank's signed notifications (never in production: no adapter there).
import { Hono } from 'hono'
import type { AppEnv } from '../../context'
import { handlePaymentNotification } from './handle-notification'
import { NOTIFICATION_EVENTS } from './events'

export const testbankWebhookRoutes = new Hono<AppEnv>().post('/', (c) => handlePaymentNotification(c, 'testbank', NOTIFICATION_EVENTS.testbank))
