// GET /api/library-work/answer/{id}/pdf/ (orders.md §7): the paid answer of the caller's library order as a PDF.
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../context'
import { attachment } from '../../http/attachment'
import { libraryAnswerPdf } from './library-answer-file'

const handler = async (c: Context<AppEnv>) => {
  const file = await libraryAnswerPdf({ deps: c.get('deps'), caller: c.get('caller'), libraryWorkOrderId: c.req.param('id') })
  return attachment(c, { ...file, contentType: 'application/pdf', asciiName: 'answer.pdf' })
}

// The spec writes the path with a trailing slash; both forms answer.
export const libraryAnswerRoutes = new Hono<AppEnv>().get('/answer/:id/pdf', handler).get('/answer/:id/pdf/', handler)
