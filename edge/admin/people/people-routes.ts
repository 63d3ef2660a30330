// /api/admin/users/* – the back-office's people section (issue 17, part 4): find a user, their card and its lists,
// restrictions, tokens with a reason, and the read-only look at their cabinet. Mounted after adminVerified.
import { Hono } from 'hono'
import type { AppEnv } from '../../context'
import { readJson } from '../../http/body'
import { adminOf } from '../admin-middleware'
import { listUsers } from './list-users'
import { getUserCard } from './get-user-card'
import { listUserLedger } from './list-user-ledger'
import { listUserPayments } from './list-user-payments'
import { listUserOrders } from './list-user-orders'
import { restrictUser } from './restrict-user'
import { liftRestriction } from './lift-restriction'
import { adjustTokens } from './adjust-tokens'
import { startImpersonation } from './start-impersonation'
import { exchangeImpersonation } from './exchange-impersonation'
import { userIdOf } from './user-id'

export const peopleAdminRoutes = new Hono<AppEnv>()

// GET /api/admin/users?q&page&perPage&sort&dir&restricted&role – find users by id, e-mail, phone or name
peopleAdminRoutes.get('/', async (c) => {
  adminOf(c)
  return c.json(await listUsers({ db: c.get('deps').db, query: c.req.query() }))
})

// POST /api/admin/users/impersonation/exchange – { code }: the new tab's read-only token of the user
peopleAdminRoutes.post('/impersonation/exchange', async (c) => c.json(await exchangeImpersonation({ deps: c.get('deps'), admin: adminOf(c), input: await readJson(c) })))

// GET /api/admin/users/{id} – profile, role, restriction, balance, subscriptions
peopleAdminRoutes.get('/:id', async (c) => {
  adminOf(c)
  return c.json(await getUserCard({ db: c.get('deps').db, userId: userIdOf(c.req.param('id')) }))
})

// GET /api/admin/users/{id}/ledger|payments|orders?page&perPage&sort&dir&… – the card's paged lists
for (const [path, list] of [
  ['ledger', listUserLedger],
  ['payments', listUserPayments],
  ['orders', listUserOrders],
] as const) {
  peopleAdminRoutes.get(`/:id/${path}`, async (c) => {
    adminOf(c)
    return c.json(await list({ db: c.get('deps').db, userId: userIdOf(c.req.param('id')), query: c.req.query() }))
  })
}

// POST /api/admin/users/{id}/restriction – { version, canLogin, canCreateOrders, canCreatePayIns, reasonTitle, … }
peopleAdminRoutes.post('/:id/restriction', async (c) =>
  c.json(await restrictUser({ db: c.get('deps').db, admin: adminOf(c), userId: userIdOf(c.req.param('id')), input: await readJson(c) })),
)

// POST /api/admin/users/{id}/restriction/lift – { version, note? }: every right back
peopleAdminRoutes.post('/:id/restriction/lift', async (c) =>
  c.json(await liftRestriction({ db: c.get('deps').db, admin: adminOf(c), userId: userIdOf(c.req.param('id')), input: await readJson(c) })),
)

// POST /api/admin/users/{id}/tokens – { direction, account, amount, reason, idempotencyKey }
peopleAdminRoutes.post('/:id/tokens', async (c) =>
  c.json(await adjustTokens({ db: c.get('deps').db, realtime: c.get('deps').realtime, admin: adminOf(c), userId: userIdOf(c.req.param('id')), input: await readJson(c) })),
)

// POST /api/admin/users/{id}/impersonation – a one-time code that opens the user's cabinet read-only in a new tab
peopleAdminRoutes.post('/:id/impersonation', async (c) => c.json(await startImpersonation({ deps: c.get('deps'), admin: adminOf(c), userId: userIdOf(c.req.param('id')) })))
