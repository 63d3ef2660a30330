// /dev/* – development-only tools; never mounted when APP_ENV=production.
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { devRealtimeRoutes } from './realtime'
import { devOutboxRoutes } from './outbox'
import { devTelegramRoutes } from '../auth/dev-telegram-routes'
import { devMassAlertRoutes } from './mass-alert'
import { devOrdersRoutes } from './orders'
import { devBankRoutes } from '../payments/providers/testbank-page'
import { devRestrictionRoutes } from './restriction'
import { devAdminRoutes } from './admin'
import { devWheelRoutes } from './wheel'
import { devAnalyticsRoutes } from './analytics'
import { devLibraryWorkRoutes } from './library-work'
import { devJobsRoutes } from '../admin/jobs/dev-dead-job'

export const devRoutes = new Hono<AppEnv>()

devRoutes.route('/realtime', devRealtimeRoutes)
devRoutes.route('/outbox', devOutboxRoutes)
devRoutes.route('/mass-alert', devMassAlertRoutes)
devRoutes.route('/orders', devOrdersRoutes)
devRoutes.route('/telegram', devTelegramRoutes)
devRoutes.route('/bank', devBankRoutes)
devRoutes.route('/restriction', devRestrictionRoutes)
devRoutes.route('/wheel', devWheelRoutes)
devRoutes.route('/analytics', devAnalyticsRoutes)
devRoutes.route('/admin', devAdminRoutes)
devRoutes.route('/library-work', devLibraryWorkRoutes)
devRoutes.route('/jobs', devJobsRoutes)
