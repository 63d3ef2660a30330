// /training-mode/* – the training API (orders.md §7 Training mode): REST under /v1, the chat stream under /sse/v1.
// Bearer token; every error answers { error_message, code } (orders.md §8 Training server error).
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { trainingErrorResponse } from './training-error'
import { trainingStreamRoutes } from './stream/training-stream-route'
import { trainingRetryRoutes } from './reply/retry-reply-route'

export const trainingRoutes = new Hono<AppEnv>()

trainingRoutes.route('/v1', trainingRetryRoutes)
trainingRoutes.route('/sse/v1', trainingStreamRoutes)
trainingRoutes.onError((err, c) => trainingErrorResponse(err, c))
