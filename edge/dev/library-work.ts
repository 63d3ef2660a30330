// POST /dev/library-work – one library work of the request's JSON (the import's JSONL row: slug, type, subject, level,
// title, task, short_answer, answer) through the import itself, for end-to-end tests that change a work (hiding it
// after a complaint) without touching the shared fixture works; answers the import's report and the work's id. 404
// outside APP_ENV=test.
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { AppError } from '../http/errors'
import { readJson } from '../http/body'
import { importLibraryWorks } from '../library/import-library-works'
import { asService } from '../db/port'

export const devLibraryWorkRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const { db, settings } = c.get('deps')
  if (settings.APP_ENV !== 'test') throw new AppError('NOT_FOUND')
  const row = await readJson(c)
  const slug = typeof row === 'object' && row !== null && !Array.isArray(row) ? (row as { slug?: unknown }).slug : undefined
  if (typeof slug !== 'string') throw new AppError('BAD_REQUEST', 'Ожидается одна работа: объект JSON со строкой slug')
  // The body as it came (one line of the import's format): no second serialisation of whatever nesting it holds.
  const report = await importLibraryWorks({ db, text: (await c.req.text()).replace(/\r?\n/g, ' ') })
  const [work] = await asService(db, (tx) => tx.query<{ id: string }>('select id::text from public.library_works where slug = $1', [slug]))
  return c.json({ ...report, id: work?.id ?? null })
})
