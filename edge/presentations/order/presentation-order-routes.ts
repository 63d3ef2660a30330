// REST routes of the AI presentation order: the downloads (orders.md §7, bearer token required).
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../context'
import { AppError } from '../../http/errors'
import { attachment, rfc5987 } from '../../http/attachment'
import { PRESENTATION_MESSAGES } from '../../../domain/presentation/input'
import { buildPresentationOrderFile, type TPresentationFileKind } from './build-presentation-order-file'

const download = (kind: TPresentationFileKind) => async (c: Context<AppEnv>) => {
  const id = c.req.param('id') ?? ''
  if (!/^[1-9]\d{0,17}$/.test(id)) throw new AppError('NOT_FOUND', PRESENTATION_MESSAGES.orderNotFound)
  const file = await buildPresentationOrderFile({ deps: c.get('deps'), caller: c.get('caller'), id, kind })
  return attachment(c, { ...file, asciiName: `presentation.${kind}` }, rfc5987)
}

// The spec writes the paths with a trailing slash; both forms answer.
export const presentationOrderRoutes = new Hono<AppEnv>()
  // GET /api/ai-presentation-order/{id}/pptx/ – the owner's paid slides.
  .get('/:id/pptx', download('pptx'))
  .get('/:id/pptx/', download('pptx'))
  // GET /api/ai-presentation-order/{id}/docx/ – the owner's paid handout.
  .get('/:id/docx', download('docx'))
  .get('/:id/docx/', download('docx'))
