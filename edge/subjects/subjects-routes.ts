// /storage/subjects.{type}.json – the subject lists the forms and the library and referat pages read (platform.md §7).
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { listSubjects, ZSubjectListType } from './list-subjects'

// Hono cannot put a literal after a parameter inside one segment, so the whole file name is the parameter.
const FILE = /^subjects\.(.+)\.json$/

export const subjectsRoutes = new Hono<AppEnv>()
  // GET /storage/subjects.{all|client|library|referat}.json – the list, never cached (the spec says so)
  .get('/:file{subjects\\.[^/]+\\.json}', async (c) => {
    const type = ZSubjectListType.safeParse(FILE.exec(c.req.param('file'))?.[1])
    if (!type.success) return c.json({ error: { code: 'NOT_FOUND', message: 'Такого списка предметов нет' } }, 404)
    const subjects = await listSubjects({ db: c.get('deps').db, type: type.data })
    c.header('cache-control', 'no-store')
    return c.json(subjects)
  })
