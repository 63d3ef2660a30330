// /api/admin/format-profiles/* – formatting profiles students offered for everyone at their university (issue 37
// part 4): the list to review, newest first, and approve or reject. An approved profile appears in every client's
// list of profiles; the decision is written to the audit log with the profile's numbers.
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../context'
import { readJson } from '../../http/body'
import { AppError } from '../../http/errors'
import { asService } from '../../db/port'
import { adminOf } from '../admin-middleware'
import { adminAction } from '../admin-action'
import { parseAdminInput } from '../parse-admin-input'
import type { TAdminFormatProfile } from '../../../domain/admin/format-profiles'


const COLUMNS = `p.id::text as id, p.name, p.university, p.source, p.review, coalesce(nullif(u.name, ''), u.email, u.phone, p.user_id::text) as author,
  p.created_at as "createdAt", p.profile`
const REVIEWS = ['submitted', 'approved', 'rejected'] as const
const ZReview = z.object({ review: z.enum(['approved', 'rejected'], { error: 'Выбери: одобрить или отклонить' }) })
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const formatProfilesAdminRoutes = new Hono<AppEnv>()
  // GET /api/admin/format-profiles?review=submitted|approved|rejected – the offered profiles, newest first (100)
  .get('/', async (c) => {
    adminOf(c)
    const asked = c.req.query('review') ?? 'submitted'
    const review = (REVIEWS as readonly string[]).includes(asked) ? asked : 'submitted'
    const rows = await asService(c.get('deps').db, (tx) =>
      tx.query<TAdminFormatProfile>(`select ${COLUMNS} from public.format_profiles p join public.users u on u.id = p.user_id where p.review = $1 order by p.created_at desc limit 100`, [review]),
    )
    return c.json(rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })))
  })
  // PUT /api/admin/format-profiles/:id – { review: 'approved' | 'rejected' }
  .put('/:id', async (c) => {
    const id = c.req.param('id')
    if (!UUID.test(id)) throw new AppError('NOT_FOUND', 'Запись не найдена')
    const { review } = parseAdminInput(ZReview, await readJson(c))
    const admin = adminOf(c)
    const done = await adminAction({ db: c.get('deps').db, admin, action: `format-profiles.${review === 'approved' ? 'approve' : 'reject'}`, targetType: 'format_profile', targetId: id }, async (tx) => {
      const [before] = await tx.query<{ review: string; name: string; university: string | null }>('select review, name, university from public.format_profiles where id = $1::uuid for update', [id])
      if (!before) throw new AppError('NOT_FOUND', 'Запись не найдена')
      if (before.review === 'private') throw new AppError('CONFLICT', 'Этот профиль автор не предлагал для всех')
      await tx.query('update public.format_profiles set review = $2, reviewed_by = $3, reviewed_at = now() where id = $1::uuid', [id, review, admin.userId])
      return { result: { id, review }, before, after: { ...before, review } }
    })
    return c.json(done)
  })
