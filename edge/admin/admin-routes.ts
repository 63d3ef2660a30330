// /api/admin/* – the back-office's API (issue 17). The door (admin-middleware.ts) answers everyone but an
// administrator as an unknown address; the session routes let an administrator pass the second factor; every other
// resource is mounted after adminVerified, one file of routes per area.
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { readJson } from '../http/body'
import { clientIp } from '../auth/client-ip'
import { adminDoor, adminOf, adminVerified } from './admin-middleware'
import { requestAdminCode, verifyAdminCode } from './second-factor'
import { listAudit } from './list-audit'
import { adminAnalyticsRoutes } from '../analytics/admin-analytics-route'
import { adminFeedbackRoutes } from '../support/admin-feedback-route'
import { alertsAdminRoutes } from './alerts/alerts-routes'
import { complaintsAdminRoutes } from './complaints/complaints-routes'
import { moneyAdminRoutes } from './money/money-routes'
import { peopleAdminRoutes } from './people/people-routes'
import { paymentsAdminRoutes } from './people/payment-routes'
import { paymentNotificationsAdminRoutes } from './payment-notifications/payment-notifications-routes'
import type { TAdminSession } from '../../domain/admin/access'
import { libraryAdminRoutes } from './library/library-routes'
import { referatsAdminRoutes } from './referats/referats-routes'
import { subjectsAdminRoutes } from './subjects/subjects-routes'
import { jobsAdminRoutes } from './jobs/jobs-routes'
import { formatProfilesAdminRoutes } from './format-profiles/format-profiles-routes'

export const adminRoutes = new Hono<AppEnv>()

adminRoutes.use('*', adminDoor)

// GET /api/admin/session – who is signed in and whether this token still needs the code
adminRoutes.get('/session', (c) => {
  const access = c.get('adminAccess')!
  const body: TAdminSession = { userId: access.userId, name: access.name, verified: access.kind === 'ok', expiresAt: access.kind === 'ok' ? access.expiresAt : null }
  return c.json(body)
})

const who = (c: import('hono').Context<AppEnv>) => {
  const access = c.get('adminAccess')!
  return { userId: access.userId, jti: access.jti, ip: clientIp(c.req.raw.headers), requestId: c.get('requestId') ?? null }
}

// POST /api/admin/session/code – send a second-factor code to the administrator's Telegram or e-mail
adminRoutes.post('/session/code', async (c) => c.json(await requestAdminCode({ deps: c.get('deps'), who: who(c) })))

// POST /api/admin/session/verify – { code }: open the panel for this token
adminRoutes.post('/session/verify', async (c) => c.json(await verifyAdminCode({ deps: c.get('deps'), who: who(c), input: await readJson(c) })))

adminRoutes.use('*', adminVerified)

// GET /api/admin/audit?page&perPage&sort&dir&q&outcome&targetType&targetId&actorId – the audit log, newest first
adminRoutes.get('/audit', async (c) => {
  adminOf(c)
  return c.json(await listAudit({ db: c.get('deps').db, caller: c.get('caller'), query: c.req.query() }))
})

adminRoutes.route('/analytics', adminAnalyticsRoutes)
adminRoutes.route('/feedback', adminFeedbackRoutes)
adminRoutes.route('/library', libraryAdminRoutes)
adminRoutes.route('/referats', referatsAdminRoutes)
adminRoutes.route('/subjects', subjectsAdminRoutes)
adminRoutes.route('/alerts', alertsAdminRoutes)
adminRoutes.route('/complaints', complaintsAdminRoutes)
adminRoutes.route('/money', moneyAdminRoutes)
adminRoutes.route('/users', peopleAdminRoutes)
adminRoutes.route('/payments', paymentsAdminRoutes)
adminRoutes.route('/payment-notifications', paymentNotificationsAdminRoutes)
adminRoutes.route('/jobs', jobsAdminRoutes)
adminRoutes.route('/format-profiles', formatProfilesAdminRoutes)
