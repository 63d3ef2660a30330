// POST /training-mode/v1/tasks/{taskUuid}/messages/{messageUuid}/retry – writes a new reply in place of a failed one.
// CONTRACT STUB: the streaming helper implements it.
import { Hono } from 'hono'
import type { AppEnv } from '../../context'

export const trainingRetryRoutes = new Hono<AppEnv>()
