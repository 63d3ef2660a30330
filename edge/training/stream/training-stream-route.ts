// GET /training-mode/sse/v1/tasks/{taskId}/messages – the task's chat as Server-Sent Events (domain/training/events.ts).
// CONTRACT STUB: the streaming helper implements it.
import { Hono } from 'hono'
import type { AppEnv } from '../../context'

export const trainingStreamRoutes = new Hono<AppEnv>()
