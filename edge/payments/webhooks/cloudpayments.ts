// POST /webhooks/cloudpayments/:type – CloudPayments notifications signed with Content-HMAC; check and recurrent are
// acknowledged without a change (the payment is priced by us already), pay/fail/confirm/refund/cancel move it.
import { Hono } from 'hono'
import type { AppEnv } from '../../context'
import { handlePaymentNotification } from './handle-notification'
import { NOTIFICATION_EVENTS } from './events'

export const cloudpaymentsWebhookRoutes = new Hono<AppEnv>().post('/:type', (c) => handlePaymentNotification(c, 'cloudpayments', NOTIFICATION_EVENTS.cloudpayments))
