// REST routes of the AI presentation order: the downloads (orders.md §7, bearer token required).
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../context'
import { AppError } from '../../http/errors'
import { PRESENTATION_MESSAGES } from '../../../domain/presentation/input'
import { buildPresentationOrderFile, type TPresentationFileKind } from './build-presentation-order-file'

/** RFC 5987 value: encodeURIComponent leaves ' ( ) * as they are, which attr-char does not allow. */
const rfc5987 = (name: string) => encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)

const download = (kind: TPresentationFileKind) => async (c: Context<AppEnv>) => {
  const id = c.req.param('id') ?? ''
  if (!/^[1-9]\d{0,17}$/.test(id)) throw new AppError('NOT_FOUND', PRESENTATION_MESSAGES.orderNotFound)
  const file = await buildPresentationOrderFile({ deps: c.get('deps'), caller: c.get('caller'), id, kind })
  return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    'content-type': file.contentType,
    'content-disposition': `attachment; filename="presentation.${kind}"; filename*=UTF-8''${rfc5987(file.fileName)}`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  })
}

// The spec writes the paths with a trailing slash; both forms answer.
export const presentationOrderRoutes = new Hono<AppEnv>()
  // GET /api/ai-presentation-order/{id}/pptx/ – the owner's paid slides.
  .get('/:id/pptx', download('pptx'))
  .get('/:id/pptx/', download('pptx'))
  // GET /api/ai-presentation-order/{id}/docx/ – the owner's paid handout.
  .get('/:id/docx', download('docx'))
  .get('/:id/docx/', download('docx'))
