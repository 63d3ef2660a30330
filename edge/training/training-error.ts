// The training API's error body (orders.md §8 Training server error: "has error_message and code"): the same codes,
// texts and statuses as the rest of the API (domain/errors.ts), in the shape the training host answers.
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { ZodError } from 'zod'
import { GENERIC_ERROR } from '../../domain/errors'
import type { TTrainingError } from '../../domain/training/api-types'
import type { AppEnv } from '../context'
import { AppError } from '../http/errors'
import { clientGone } from '../http/error-response'

export function trainingErrorResponse(err: Error, c: Context<AppEnv>): Response {
  if (err instanceof AppError) {
    return c.json({ error_message: err.message, code: err.code, ...(err.details && { data: err.details }) } satisfies TTrainingError, err.status)
  }
  if (err instanceof ZodError) {
    return c.json({ error_message: err.issues.map((i) => i.message).join('; '), code: 'BAD_REQUEST' } satisfies TTrainingError, 400)
  }
  if (err instanceof HTTPException) {
    const status = err.status
    return c.json({ error_message: status === 413 ? 'Слишком большой запрос' : 'Некорректный запрос', code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST' } satisfies TTrainingError, status)
  }
  const gone = clientGone(c, c.get('deps').log)
  if (gone) return gone
  c.get('deps').log.error('training: unhandled error', { path: c.req.path, requestId: c.get('requestId'), error: String(err?.stack ?? err) })
  return c.json({ error_message: GENERIC_ERROR, code: 'INTERNAL' } satisfies TTrainingError, 500)
}
