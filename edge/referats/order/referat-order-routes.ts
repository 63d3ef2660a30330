// REST routes of the AI referat order.
import { Hono } from 'hono'
import type { AppEnv } from '../../context'
import { AppError } from '../../http/errors'
import { attachment, DOCX_TYPE } from '../../http/attachment'
import { REFERAT_ORDER_MESSAGES } from '../../../domain/referat/order-input'
import { buildReferatOrderDocx } from './build-referat-order-docx'

export const referatOrderRoutes = new Hono<AppEnv>()
  // GET /api/ai-referat-order/{id}/docx – the owner's paid referat as a GOST DOCX (bearer token).
  .get('/:id/docx', async (c) => {
    const id = c.req.param('id')
    if (!/^[1-9]\d{0,17}$/.test(id)) throw new AppError('NOT_FOUND', REFERAT_ORDER_MESSAGES.orderNotFound)
    const file = await buildReferatOrderDocx({ deps: c.get('deps'), caller: c.get('caller'), id })
    return attachment(c, { ...file, contentType: DOCX_TYPE, asciiName: 'referat.docx' })
  })
