// /api/admin/subjects/* – the back-office's subjects: list and edit.
import { Hono } from 'hono'
import type { AppEnv } from '../../context'
import { readJson } from '../../http/body'
import { adminOf } from '../admin-middleware'
import { routeId } from '../parse-admin-input'
import { listSubjectsAdmin } from './list-subjects-admin'
import { updateSubject } from './update-subject'

export const subjectsAdminRoutes = new Hono<AppEnv>()
  // GET /api/admin/subjects?page&perPage&sort&dir&q&list&popular – every subject with its lists and counts
  .get('/', async (c) => c.json(await listSubjectsAdmin({ db: c.get('deps').db, caller: c.get('caller'), query: c.req.query() })))
  // PUT /api/admin/subjects/:id – { version, title, titleDative, titleGenitive, slug, isPopular, sortOrder }
  .put('/:id', async (c) => c.json(await updateSubject({ db: c.get('deps').db, admin: adminOf(c), id: routeId(c.req.param('id')), input: await readJson(c) })))
