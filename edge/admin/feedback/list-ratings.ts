// «Оценки»: every rating the product collects outside the feedback form, in one list, read AS the administrator
// (policies "Administrators read every order rating / training task / training message"): the stage ratings of
// orders (1–5 stars with a comment) and the thumbs of training tasks and messages. `bad=1` keeps ≤ 2 stars and
// thumbs-down; `kind` picks one source.
import { BAD_RATING_MAX, RATING_KINDS, type TAdminRating, type TRatingKind } from '../../../domain/admin/feedback'
import { parseListQuery, type TListPage } from '../../../domain/admin/list-query'
import { asCaller, type Caller, type Db } from '../../db/port'
import { AppError } from '../../http/errors'
import { listPage } from '../list'

const SORTS = ['ratedAt', 'score'] as const

// One row shape over the three sources; `score` orders thumbs as 5 (up) and 1 (down) among the stars.
const RATINGS = `(
  select 'order' as kind, r.id::text as id, r.rate::text as score, r.rate as score_n, r.rate <= ${BAD_RATING_MAX} as bad,
         'Заказ ' || r.unified_order_id || ' · ' || r.stage as subject, r.comment, null::text as user_id,
         r.unified_order_id::text as order_id, r.created_at as rated_at
    from public.unified_order_rates r
  union all
  select 'training-task', t.id::text, t.rating, case t.rating when 'up' then 5 else 1 end, t.rating = 'down',
         t.title, null, t.user_id::text, t.unified_order_id::text, t.updated_at
    from public.training_tasks t where t.rating <> 'not_rated'
  union all
  select 'training-message', m.id::text, m.rating, case m.rating when 'up' then 5 else 1 end, m.rating = 'down',
         left(regexp_replace(m.content, '\\s+', ' ', 'g'), 140), null, t.user_id::text, t.unified_order_id::text, m.updated_at
    from public.training_messages m join public.training_tasks t on t.id = m.training_task_id where m.rating <> 'not_rated'
) x`

export async function listRatings(o: { db: Db; caller: Caller; query: Record<string, string | undefined> }): Promise<TListPage<TAdminRating>> {
  const parsed = parseListQuery(o.query, { sorts: SORTS, defaultSort: 'ratedAt' })
  if (!parsed.ok) throw new AppError('BAD_REQUEST', parsed.message)
  const where: string[] = []
  const params: unknown[] = []
  if (parsed.value.q) {
    params.push(parsed.value.q)
    where.push(`(x.subject ilike '%' || $${params.length} || '%' or coalesce(x.comment, '') ilike '%' || $${params.length} || '%' or x.order_id = $${params.length})`)
  }
  if (o.query.bad === '1') where.push('x.bad')
  if (o.query.kind && o.query.kind in RATING_KINDS) {
    params.push(o.query.kind)
    where.push(`x.kind = $${params.length}`)
  }
  return asCaller(o.db, o.caller, (tx) =>
    listPage<Record<string, unknown>, TAdminRating, (typeof SORTS)[number]>(tx, {
      select: 'x.kind, x.id, x.score, x.bad, x.subject, x.comment, x.user_id, x.order_id, x.rated_at::text as rated_at',
      from: `from ${RATINGS} ${where.length ? `where ${where.join(' and ')}` : ''}`,
      params,
      sortColumns: { ratedAt: 'x.rated_at', score: 'x.score_n' },
      tieBreaker: 'x.kind, x.id',
      query: parsed.value,
      map: (r) => ({
        key: `${String(r.kind)}:${String(r.id)}`,
        kind: r.kind as TRatingKind,
        score: r.score === 'up' || r.score === 'down' ? r.score : Number(r.score),
        bad: Boolean(r.bad),
        subject: String(r.subject),
        comment: (r.comment as string | null) ?? null,
        userId: (r.user_id as string | null) ?? null,
        orderId: (r.order_id as string | null) ?? null,
        ratedAt: new Date(String(r.rated_at)).toISOString(),
      }),
    }),
  )
}
