// The team's feedback list (GET /api/admin/feedback), newest first, read AS the administrator: the policy
// "Administrators read all feedback" shows every author's rows, anyone else sees only their own. `rating=bad` keeps
// ≤ 2 stars, `rating=none` the rows without stars; `source` is form or survio.
import { BAD_RATING_MAX, type TAdminFeedback } from '../../domain/admin/feedback'
import { parseListQuery, type TListPage } from '../../domain/admin/list-query'
import { asCaller, type Caller, type Db } from '../db/port'
import { AppError } from '../http/errors'
import { listPage } from '../admin/list'

const SORTS = ['createdAt', 'rating'] as const

export async function listFeedback(o: { db: Db; caller: Caller; query: Record<string, string | undefined> }): Promise<TListPage<TAdminFeedback>> {
  const parsed = parseListQuery(o.query, { sorts: SORTS, defaultSort: 'createdAt' })
  if (!parsed.ok) throw new AppError('BAD_REQUEST', parsed.message)
  const where: string[] = []
  const params: unknown[] = []
  if (parsed.value.q) {
    params.push(parsed.value.q)
    where.push(`(f.text ilike '%' || $${params.length} || '%' or coalesce(f.page_url, '') ilike '%' || $${params.length} || '%')`)
  }
  const rating = o.query.rating
  if (rating === 'bad') where.push(`f.rating <= ${BAD_RATING_MAX}`)
  else if (rating === 'none') where.push('f.rating is null')
  else if (rating && /^[1-5]$/.test(rating)) where.push(`f.rating = ${Number(rating)}`)
  if (o.query.source === 'form' || o.query.source === 'survio') {
    params.push(o.query.source)
    where.push(`f.source = $${params.length}`)
  }
  return asCaller(o.db, o.caller, (tx) =>
    listPage<Record<string, unknown>, TAdminFeedback, (typeof SORTS)[number]>(tx, {
      select: 'f.id::text as id, f.user_id::text as user_id, f.rating, f.text, f.page_url, f.source, f.created_at::text as created_at',
      from: `from public.feedback f ${where.length ? `where ${where.join(' and ')}` : ''}`,
      params,
      sortColumns: { createdAt: 'f.created_at', rating: 'f.rating' },
      tieBreaker: 'f.id',
      query: parsed.value,
      map: (r) => ({
        id: String(r.id),
        userId: (r.user_id as string | null) ?? null,
        guest: r.user_id === null,
        rating: r.rating === null ? null : Number(r.rating),
        text: String(r.text),
        pageUrl: (r.page_url as string | null) ?? null,
        source: String(r.source),
        createdAt: new Date(String(r.created_at)).toISOString(),
      }),
    }),
  )
}
