// /api/admin/payment-notifications – «Уведомления банков»: the list, one notification with its stored body, and
// «Повторить обработку» of a verified one. Mounted after adminVerified.
import { Hono } from 'hono'
import type { AppEnv } from '../../context'
import { adminOf } from '../admin-middleware'
import { listPaymentNotifications } from './list-payment-notifications'
import { getPaymentNotification, replayPaymentNotification } from './replay-payment-notification'

export const paymentNotificationsAdminRoutes = new Hono<AppEnv>()

// GET /api/admin/payment-notifications?page&perPage&sort&dir&q&provider&outcome – newest first
paymentNotificationsAdminRoutes.get('/', async (c) => {
  adminOf(c)
  return c.json(await listPaymentNotifications({ db: c.get('deps').db, query: c.req.query() }))
})

// GET /api/admin/payment-notifications/{id} – one notification with its body and reason
paymentNotificationsAdminRoutes.get('/:id', async (c) => {
  adminOf(c)
  const { event: _event, ...notification } = await getPaymentNotification(c.get('deps'), c.req.param('id'))
  return c.json(notification)
})

// POST /api/admin/payment-notifications/{id}/replay – run a verified notification through the same handling again
paymentNotificationsAdminRoutes.post('/:id/replay', async (c) =>
  c.json(await replayPaymentNotification({ deps: c.get('deps'), admin: adminOf(c), id: c.req.param('id') })),
)
