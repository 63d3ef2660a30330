// GET /api/ai-essay-order/{id}/docx/, /docx-introduction/ and /presentation/ (orders.md §7), bearer token required.
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../context'
import { downloadEssayFile, type TEssayFileKind } from './download-essay-file'

const KINDS: readonly TEssayFileKind[] = ['docx', 'docx-introduction', 'presentation']

const handler = async (c: Context<AppEnv>) => {
  const kind = c.req.param('kind') as TEssayFileKind
  const id = c.req.param('id') ?? ''
  if (!KINDS.includes(kind) || !/^\d{1,18}$/.test(id)) return c.json({ error: { code: 'NOT_FOUND', message: 'Такого файла нет' } }, 404)
  const file = await downloadEssayFile({ deps: c.get('deps'), caller: c.get('caller'), id, kind })
  return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    'content-type': file.contentType,
    'content-disposition': `attachment; filename="${kind === 'presentation' ? 'presentation.pptx' : 'work.docx'}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  })
}

// The spec writes the paths with a trailing slash; both forms answer.
export const essayFileRoutes = new Hono<AppEnv>().get('/:id/:kind', handler).get('/:id/:kind/', handler)
