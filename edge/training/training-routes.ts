// /training-mode/* – the training API (orders.md §7 Training mode): REST under /v1, the chat stream under /sse/v1.
// Bearer token; every error answers { error_message, code } (orders.md §8 Training server error).
// Access in this order: no token → 401 (the page opens the auth popup), the training-mode-3210 flag off → 404 for
// every route, as if the product did not exist; the routes then check restriction, payment and ownership.
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { AppError } from '../http/errors'
import { requestBodyLimit } from '../http/body-limit'
import { trainingErrorResponse } from './training-error'
import { isTrainingModeOn } from './training-flag'
import { trainingStreamRoutes } from './stream/training-stream-route'
import { trainingRetryRoutes } from './reply/retry-reply-route'
import { trainingTaskRoutes } from './routes/task-routes'
import { trainingMessageRoutes } from './routes/message-routes'
import { trainingMemoryRoutes } from './routes/memory-routes'

export const trainingRoutes = new Hono<AppEnv>()

trainingRoutes.use('*', async (c, next) => {
  if (c.get('caller').role !== 'authenticated') throw new AppError('UNAUTHENTICATED')
  if (!(await isTrainingModeOn({ deps: c.get('deps'), caller: c.get('caller') }))) throw new AppError('NOT_FOUND')
  await next()
})
// Small JSON bodies, except a new task, which may carry a 10 MB photo (its route sets that limit). Set here rather
// than in app.ts, so a refusal answers in the training API's { error_message, code } too.
trainingRoutes.use('*', async (c, next) => {
  if (c.req.method === 'POST' && c.req.path.replace(/\/+$/, '') === '/training-mode/v1/tasks') return next()
  const max = c.get('deps').settings.BODY_LIMIT_BYTES
  return requestBodyLimit(max, () => {
    throw new AppError('PAYLOAD_TOO_LARGE', `Слишком большой запрос: не больше ${max} байт`)
  })(c, next)
})
trainingRoutes.route('/v1', trainingTaskRoutes)
trainingRoutes.route('/v1', trainingMessageRoutes)
trainingRoutes.route('/v1', trainingMemoryRoutes)
trainingRoutes.route('/v1', trainingRetryRoutes)
trainingRoutes.route('/sse/v1', trainingStreamRoutes)
// An address the training host does not have answers in its own shape too, not with the site's not-found page.
trainingRoutes.all('*', () => {
  throw new AppError('NOT_FOUND', 'Такого адреса API нет')
})
trainingRoutes.onError((err, c) => trainingErrorResponse(err, c))
