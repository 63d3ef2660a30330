// /api/admin/referats/* – the back-office's referat catalogue: list, review, queue topics, edit headings, publish.
import { Hono } from 'hono'
import type { AppEnv } from '../../context'
import { readJson } from '../../http/body'
import { asService } from '../../db/port'
import { adminOf } from '../admin-middleware'
import { routeId } from '../parse-admin-input'
import { listReferatsAdmin } from './list-referats-admin'
import { getReferatAdmin } from './get-referat-admin'
import { queueReferatTopicsAdmin } from './queue-referat-topics-admin'
import { updateReferat } from './update-referat'
import { setReferatPublished } from './set-referat-published'

export const referatsAdminRoutes = new Hono<AppEnv>()
  // GET /api/admin/referats?page&perPage&sort&dir&q&status&subject – the catalogue in every status
  .get('/', async (c) => c.json(await listReferatsAdmin({ db: c.get('deps').db, query: c.req.query() })))
  // GET /api/admin/referats/subjects – the subjects one queues topics for
  .get('/subjects', async (c) =>
    c.json(await asService(c.get('deps').db, (tx) => tx.query<{ slug: string; title: string }>(`select slug, title from public.subjects where in_referat order by title`))),
  )
  // POST /api/admin/referats/topics – { subject, topics }: queue generation, one topic a line
  .post('/topics', async (c) => c.json(await queueReferatTopicsAdmin({ db: c.get('deps').db, admin: adminOf(c), input: await readJson(c) })))
  // GET /api/admin/referats/:id – one referat with its whole text, for review
  .get('/:id', async (c) => c.json(await asService(c.get('deps').db, (tx) => getReferatAdmin(tx, routeId(c.req.param('id'))))))
  // PUT /api/admin/referats/:id – { version, title, pageTitle, metaDescription }
  .put('/:id', async (c) => c.json(await updateReferat({ db: c.get('deps').db, admin: adminOf(c), id: routeId(c.req.param('id')), input: await readJson(c) })))
  // POST /api/admin/referats/:id/publish – { version, published }
  .post('/:id/publish', async (c) =>
    c.json(await setReferatPublished({ db: c.get('deps').db, admin: adminOf(c), id: routeId(c.req.param('id')), input: await readJson(c) })),
  )
