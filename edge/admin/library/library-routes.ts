// /api/admin/library/* – the back-office's library works: list, read, create, edit, publish, import.
import { Hono } from 'hono'
import type { AppEnv } from '../../context'
import { readJson } from '../../http/body'
import { asService } from '../../db/port'
import { adminOf } from '../admin-middleware'
import { parseAdminInput, routeId } from '../parse-admin-input'
import { ZLibraryImportInput, type TAdminLibraryOptions } from '../../../domain/admin/library'
import { listLibraryWorksAdmin } from './list-library-works-admin'
import { getLibraryWorkAdmin } from './get-library-work-admin'
import { createLibraryWork } from './create-library-work'
import { updateLibraryWork } from './update-library-work'
import { setLibraryWorkPublished } from './set-library-work-published'
import { checkLibraryImport } from './check-library-import'
import { runLibraryImport } from './run-library-import'

export const libraryAdminRoutes = new Hono<AppEnv>()
  // GET /api/admin/library?page&perPage&sort&dir&q&type&subject&published – works, published or not
  .get('/', async (c) => c.json(await listLibraryWorksAdmin({ db: c.get('deps').db, query: c.req.query() })))
  // GET /api/admin/library/options – the types and library subjects the filters and the form offer
  .get('/options', async (c) => {
    const body: TAdminLibraryOptions = await asService(c.get('deps').db, async (tx) => ({
      types: await tx.query<{ slug: string; title: string }>(`select slug, title from public.library_work_types order by sort_order, id`),
      subjects: await tx.query<{ slug: string; title: string }>(`select slug, title from public.subjects where in_library order by title`),
    }))
    return c.json(body)
  })
  // POST /api/admin/library/import/check – { text }: the import's verdict per line, nothing written
  .post('/import/check', async (c) => {
    adminOf(c)
    const { text } = parseAdminInput(ZLibraryImportInput, await readJson(c))
    return c.json(await checkLibraryImport({ db: c.get('deps').db, text }))
  })
  // POST /api/admin/library/import – { text }: import the valid lines
  .post('/import', async (c) => c.json(await runLibraryImport({ db: c.get('deps').db, admin: adminOf(c), input: await readJson(c) })))
  // POST /api/admin/library – create a work
  .post('/', async (c) => c.json(await createLibraryWork({ db: c.get('deps').db, admin: adminOf(c), input: await readJson(c) }), 201))
  // GET /api/admin/library/:id – one work with its full answer and version
  .get('/:id', async (c) => c.json(await asService(c.get('deps').db, (tx) => getLibraryWorkAdmin(tx, routeId(c.req.param('id'))))))
  // PUT /api/admin/library/:id – edit a work (with the version it was loaded at)
  .put('/:id', async (c) => c.json(await updateLibraryWork({ db: c.get('deps').db, admin: adminOf(c), id: routeId(c.req.param('id')), input: await readJson(c) })))
  // POST /api/admin/library/:id/publish – { version, published }
  .post('/:id/publish', async (c) =>
    c.json(await setLibraryWorkPublished({ db: c.get('deps').db, admin: adminOf(c), id: routeId(c.req.param('id')), input: await readJson(c) })),
  )
