// The Hono app: every server route except page rendering, which the server entry mounts after these.
import { Hono } from 'hono'
import { except } from 'hono/combine'
import type { AppDeps, AppEnv } from './context'
import { callerFromRequest } from './auth/caller'
import { refuseReadOnlyWrites } from './auth/read-only'
import { analyticsRefused } from './analytics/request-context'
import { clientIpMiddleware } from './auth/client-ip'
import { AppError } from './http/errors'
import { errorResponse } from './http/error-response'
import { requestBodyLimit } from './http/body-limit'
import { securityHeaders } from './http/security-headers'
import { graphqlRoutes } from './graphql/route'
import { realtimeRoutes } from './realtime/route'
import { featuresRoutes } from './experiments/features-route'
import { healthRoutes } from './http/health'
import { devRoutes } from './dev/routes'
import { oauthRoutes } from './oauth/routes'
import { authRoutes } from './auth/auth-routes'
import { telegramApiRoutes, telegramWebhookRoutes } from './auth/telegram-routes'
import { emailRoutes } from './accounts/email-routes'
import { avatarRoutes } from './accounts/avatar-routes'
import { essayFileRoutes } from './essays/files/essay-file-routes'
import { referatRoutes } from './referats/referat-routes'
import { referatOrderRoutes } from './referats/order/referat-order-routes'
import { presentationOrderRoutes } from './presentations/order/presentation-order-routes'
import { redirectMiddleware } from './routing/redirects'
import { referralRoutes } from './routing/referral'
import { testServerError } from './routing/test-server-error'
import { testbankWebhookRoutes } from './payments/webhooks/testbank'
import { yookassaWebhookRoutes } from './payments/webhooks/yookassa'
import { cloudpaymentsWebhookRoutes } from './payments/webhooks/cloudpayments'
import { tbankWebhookRoutes } from './payments/webhooks/tbank'
import { subjectsRoutes } from './subjects/subjects-routes'
import { seoRoutes } from './seo/seo-routes'
import { robotsHeader } from './seo/robots-header'
import { pageCacheHit, pageCacheMiddleware } from './page-cache/page-cache-middleware'
import { benchConstantRoute } from './page-cache/bench-constant-route'
import { recognitionRoutes } from './recognition/recognition-routes'
import { originalityRoutes } from './originality/originality-routes'
import { formatCheckRoutes } from './format-check/format-check-routes'
import { examOrderRoutes } from './exam/exam-order-routes'
import { complaintRoutes, complaintTypesRoutes } from './library/complaints/complaint-routes'
import { libraryAnswerRoutes } from './library/orders/library-answer-routes'
import { taskOrderRoutes } from './task/task-order-routes'
import { aiOrderCreateRoutes } from './ai-orders/ai-order-routes'
import { aiOrderStreamRoutes } from './ai-orders/ai-order-stream-route'
import { advancedAiOrderStreamRoutes } from './advanced-ai-orders/advanced-ai-order-stream-route'
import { trainingRoutes } from './training/training-routes'
import { eventsRoutes } from './analytics/events-route'
import { adminRoutes } from './admin/admin-routes'
import { apiNotFound } from './http/api-not-found'
import { requestLog } from './http/request-log'
import { metricsRoutes } from './metrics/metrics-route'
import { supabaseSocketUrl } from './realtime/supabase-keys'

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const tooLarge = (): never => {
    throw new AppError('PAYLOAD_TOO_LARGE', `Слишком большой запрос: не больше ${deps.settings.BODY_LIMIT_BYTES} байт`)
  }

  // The request id and one log line (and metrics count) per request: first, so it times and sees every answer.
  app.use('*', requestLog(deps))
  // Then, so every answer gets the headers: pages, API, errors and the not-found page alike.
  // Only `vike dev` (Vite's dev server, import.meta.env.DEV) relaxes the policy for Vite's injected styles and HMR socket.
  app.use('*', securityHeaders({ appUrl: deps.settings.APP_URL, helpDeskScriptUrl: deps.settings.USEDESK_WIDGET_URL, realtimeSocketUrl: supabaseSocketUrl(deps.settings), viteDev: deps.settings.APP_ENV === 'development' && import.meta.env.DEV }))
  app.use('*', async (c, next) => {
    c.set('deps', deps)
    await next()
  })
  // A guest's GET of a page the page cache keeps is answered here, before anything that reads a caller, a body or the
  // database (why skipping the rest is safe: edge/page-cache/page-cache-middleware.ts).
  app.use('*', pageCacheHit)
  // Once, before anything that reads the address; a body limit that rebuilds the request carries it over (carryClientIp).
  app.use('*', clientIpMiddleware(deps.settings))
  app.use('/graphql', requestBodyLimit(deps.settings.BODY_LIMIT_BYTES, tooLarge))
  // Uploads set their own limits: the avatar and a workbook 10 MB (spec §5 Uploads), an essay source file 20 MB.
  // Uploads have limits of their own (uploadLimit in each route: 10 MB for a student's own file).
  const uploads = ['/api/account/avatar', '/api/ai-essay-order/:id/reference-files', '/api/ai-essay-order/:id/workbook', '/api/recognize-text', '/api/library-work/complaints/create']
  const ownFiles = ['/api/originality/file', '/api/format-check', '/api/format-check/fix', '/api/format-check/guide']
  app.use('/api/*', except([...uploads, ...ownFiles], requestBodyLimit(deps.settings.BODY_LIMIT_BYTES, tooLarge)))
  // The one page that reads a form body (pages/email-unsubscribe/+data.ts): an address and a signature.
  app.use(
    '/email-unsubscribe',
    requestBodyLimit(4096, () => {
      throw new AppError('PAYLOAD_TOO_LARGE', 'Слишком большой запрос: не больше 4096 байт')
    }),
  )
  app.use('/graphql', callerMiddleware)
  app.use('/api/*', callerMiddleware)
  app.use('/dev/*', callerMiddleware)
  app.use('/training-mode/*', callerMiddleware)
  app.use('*', robotsHeader)

  app.route('/', seoRoutes)
  app.route('/graphql', graphqlRoutes)
  app.route('/api/realtime', realtimeRoutes)
  app.route('/api/features', featuresRoutes)
  app.route('/api/health', healthRoutes)
  // Node only (the Workers entry builds no metrics): Prometheus scrapes with METRICS_TOKEN.
  if (deps.metrics) app.route('/metrics', metricsRoutes(deps.metrics, deps.settings.METRICS_TOKEN))
  app.route('/api/events', eventsRoutes)
  app.route('/api/admin', adminRoutes)
  app.route('/api/oauth', oauthRoutes)
  app.route('/api/auth', authRoutes)
  app.route('/api/telegram', telegramApiRoutes)
  app.route('/api/email', emailRoutes)
  app.route('/api/account', avatarRoutes)
  app.route('/api/ai-essay-order', essayFileRoutes)
  app.route('/api/referat', referatRoutes)
  app.route('/api/ai-referat-order', referatOrderRoutes)
  app.route('/api/ai-presentation-order', presentationOrderRoutes)
  app.route('/api/recognize-text', recognitionRoutes)
  app.route('/api/originality', originalityRoutes)
  app.route('/api/format-check', formatCheckRoutes)
  app.route('/api/exam-order', examOrderRoutes)
  app.route('/storage', subjectsRoutes)
  app.route('/storage', complaintTypesRoutes)
  app.route('/api/library-work', libraryAnswerRoutes)
  app.route('/api/library-work', complaintRoutes)
  app.route('/api/unified-order', taskOrderRoutes)
  app.route('/api/unified-order', aiOrderCreateRoutes)
  app.route('/api/ai-order', aiOrderStreamRoutes)
  app.route('/api/advanced-ai-order', advancedAiOrderStreamRoutes)
  app.route('/training-mode', trainingRoutes)
  app.route('/webhooks/telegram', telegramWebhookRoutes)
  app.route('/webhooks/testbank', testbankWebhookRoutes)
  app.route('/webhooks/yookassa', yookassaWebhookRoutes)
  app.route('/webhooks/cloudpayments', cloudpaymentsWebhookRoutes)
  app.route('/webhooks/tbank', tbankWebhookRoutes)
  if (deps.settings.APP_ENV !== 'production') app.route('/dev', devRoutes)

  // Page addresses: these run before the pages, which the server entry mounts after this app.
  if (deps.settings.APP_ENV === 'test') app.use('*', testServerError)
  app.use('*', redirectMiddleware)
  app.route('/ref', referralRoutes)
  // Last before the pages: what they render for guests is kept for pageCacheHit above (redirects above still answer first).
  app.use('*', pageCacheMiddleware)
  // `npm run bench`: the same server's answer with no work at all, the ceiling a cached page is measured against.
  if (deps.settings.APP_ENV === 'test') app.get('/__bench/constant', benchConstantRoute)

  // Unknown API paths answer JSON, not the HTML not-found page.
  app.all('/api/*', apiNotFound)

  app.onError((err, c) => errorResponse(err, c, deps.log, deps.ports.errors))

  return app
}

async function callerMiddleware(c: import('hono').Context<AppEnv>, next: () => Promise<void>) {
  const { db, settings } = c.get('deps')
  const caller = await callerFromRequest({ headers: c.req.raw.headers, jwtSecret: settings.APP_JWT_SECRET, db })
  // Analytics switched off in the cookie notice: the facts this request causes (an order created) are not recorded.
  c.set('caller', caller.role !== 'service_role' && analyticsRefused(c.req.raw.headers) ? { ...caller, noAnalytics: true } : caller)
  // An administrator's read-only look at a client's cabinet changes nothing (edge/auth/read-only.ts).
  await refuseReadOnlyWrites(c, next)
}
