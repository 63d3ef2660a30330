// POST /webhooks/yookassa – YooKassa HTTP notifications; the adapter checks the sender's IP and re-fetches the payment.
import { Hono } from 'hono'
import type { AppEnv } from '../../context'
import { handlePaymentNotification } from './handle-notification'
import { NOTIFICATION_EVENTS } from './events'

export const yookassaWebhookRoutes = new Hono<AppEnv>().post('/', (c) => handlePaymentNotification(c, 'yookassa', NOTIFICATION_EVENTS.yookassa))
