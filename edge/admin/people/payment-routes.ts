// /api/admin/payments/* – what the back-office does to one payment (issue 17, part 4): refunds, and repeating one
// the provider did not answer. Mounted after adminVerified.
import { Hono } from 'hono'
import type { AppEnv } from '../../context'
import { readJson } from '../../http/body'
import { adminOf } from '../admin-middleware'
import { adminRefundPayment, adminRetryRefund } from './admin-refund-payment'

export const paymentsAdminRoutes = new Hono<AppEnv>()

// POST /api/admin/payments/{id}/refund – { amountKopecks?, reason }: refund in full (no amount) or in part
paymentsAdminRoutes.post('/:id/refund', async (c) =>
  c.json(await adminRefundPayment({ deps: c.get('deps'), admin: adminOf(c), paymentId: c.req.param('id'), input: await readJson(c) })),
)

// POST /api/admin/payments/refunds/{refundRequestId}/retry – repeats an unanswered refund with its own key
paymentsAdminRoutes.post('/refunds/:requestId/retry', async (c) =>
  c.json(await adminRetryRefund({ deps: c.get('deps'), admin: adminOf(c), refundRequestId: c.req.param('requestId') })),
)
