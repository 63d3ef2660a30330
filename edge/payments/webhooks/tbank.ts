// POST /webhooks/tbank – T-Bank (Tinkoff) acquiring notifications signed with Token; the answer is the plain text OK.
import { Hono } from 'hono'
import type { AppEnv } from '../../context'
import { handlePaymentNotification } from './handle-notification'
import { NOTIFICATION_EVENTS } from './events'

export const tbankWebhookRoutes = new Hono<AppEnv>().post('/', (c) => handlePaymentNotification(c, 'tbank', NOTIFICATION_EVENTS.tbank))
