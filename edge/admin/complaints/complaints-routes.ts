// /api/admin/complaints – complaints about library works: the list, an attachment's bytes, resolve, hide the work.
import { Hono } from 'hono'
import type { AppEnv } from '../../context'
import { readJson } from '../../http/body'
import { attachment } from '../../http/attachment'
import { adminOf } from '../admin-middleware'
import { getComplaintAttachment } from './get-complaint-attachment'
import { hideComplaintWork } from './hide-complaint-work'
import { listComplaints } from './list-complaints'
import { resolveComplaint } from './resolve-complaint'

export const complaintsAdminRoutes = new Hono<AppEnv>()

// GET /api/admin/complaints?page&perPage&sort&dir&q&status=open|resolved&typeId – newest first, with attachments' names
complaintsAdminRoutes.get('/', async (c) => {
  adminOf(c)
  return c.json(await listComplaints({ db: c.get('deps').db, caller: c.get('caller'), query: c.req.query() }))
})

// GET /api/admin/complaints/:id/attachments/:attachmentId – the stored file, to the administrator only
complaintsAdminRoutes.get('/:id/attachments/:attachmentId', async (c) => {
  adminOf(c)
  const { db, ports } = c.get('deps')
  const file = await getComplaintAttachment({ db, storage: ports.storage, complaintId: c.req.param('id'), attachmentId: c.req.param('attachmentId') })
  const ascii = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return attachment(c, { bytes: file.bytes, contentType: file.contentType, asciiName: ascii, fileName: file.name })
})

// POST /api/admin/complaints/:id/resolve – { version, resolution }
complaintsAdminRoutes.post('/:id/resolve', async (c) =>
  c.json(await resolveComplaint({ db: c.get('deps').db, admin: adminOf(c), id: c.req.param('id'), input: await readJson(c) })),
)

// POST /api/admin/complaints/:id/hide-work – { workVersion }: unpublish the work the complaint is about
complaintsAdminRoutes.post('/:id/hide-work', async (c) =>
  c.json(await hideComplaintWork({ db: c.get('deps').db, admin: adminOf(c), id: c.req.param('id'), input: await readJson(c) })),
)
