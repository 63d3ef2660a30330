// REST routes of the referat catalogue.
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { buildReferatDocx } from './build-referat-docx'

export const referatRoutes = new Hono<AppEnv>()
  // GET /api/referat/{id}/docx – the catalogue referat as a GOST DOCX; service role and administrators only for now.
  .get('/:id/docx', async (c) => {
    const file = await buildReferatDocx({ deps: c.get('deps'), caller: c.get('caller'), id: c.req.param('id') })
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'content-disposition': `attachment; filename="referat.docx"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    })
  })
