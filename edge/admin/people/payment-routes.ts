// /api/admin/payments/* – what the back-office does to one payment (issue 17, part 4): refunds. Mounted after
// adminVerified.
import { Hono } from 'hono'
import type { AppEnv } from '../../context'
import { readJson } from '../../http/body'
import { adminOf } from '../admin-middleware'
import { adminRefundPayment } from './admin-refund-payment'

export const paymentsAdminRoutes = new Hono<AppEnv>()

// POST /api/admin/payments/{id}/refund – { amountKopecks?, reason }: refund in full (no amount) or in part
paymentsAdminRoutes.post('/:id/refund', async (c) =>
  c.json(await adminRefundPayment({ deps: c.get('deps'), admin: adminOf(c), paymentId: c.req.param('id'), input: await readJson(c) })),
)
