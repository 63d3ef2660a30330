// REST routes of the referat catalogue.
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { attachment, DOCX_TYPE } from '../http/attachment'
import { buildReferatDocx } from './build-referat-docx'

export const referatRoutes = new Hono<AppEnv>()
  // GET /api/referat/{id}/docx – the catalogue referat as a GOST DOCX; service role and administrators only for now.
  .get('/:id/docx', async (c) => {
    const file = await buildReferatDocx({ deps: c.get('deps'), caller: c.get('caller'), id: c.req.param('id') })
    return attachment(c, { ...file, contentType: DOCX_TYPE, asciiName: 'referat.docx' })
  })
