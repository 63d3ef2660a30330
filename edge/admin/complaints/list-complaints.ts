// Complaints about library works for administrators, newest first, read AS the administrator (the policies
// "Administrators read every complaint" and "… every library work"); the attachments' names come from the server's
// private table, for the rows of this page only.
import type { TAdminComplaint, TComplaintAttachment, TComplaintStatus } from '../../../domain/admin/complaints'
import { parseListQuery, type TListPage } from '../../../domain/admin/list-query'
import { libraryWorkPath } from '../../../domain/library/work-types'
import { asCaller, asService, type Caller, type Db } from '../../db/port'
import { AppError } from '../../http/errors'
import { listPage } from '../list'

const SORTS = ['createdAt', 'status', 'type'] as const

type TRow = Omit<TAdminComplaint, 'attachments'>

export async function listComplaints(o: { db: Db; caller: Caller; query: Record<string, string | undefined> }): Promise<TListPage<TAdminComplaint>> {
  const parsed = parseListQuery(o.query, { sorts: SORTS, defaultSort: 'createdAt' })
  if (!parsed.ok) throw new AppError('BAD_REQUEST', parsed.message)
  const where: string[] = []
  const params: unknown[] = []
  const add = (sql: string, value: unknown) => {
    params.push(value)
    where.push(sql.replaceAll('?', `$${params.length}`))
  }
  if (parsed.value.q) add(`(c.text ilike '%' || ? || '%' or w.title ilike '%' || ? || '%' or c.id::text = ?)`, parsed.value.q)
  if (o.query.status === 'open' || o.query.status === 'resolved') add('c.status = ?', o.query.status)
  if (o.query.typeId && /^\d{1,4}$/.test(o.query.typeId)) add('c.type_id = ?::int', o.query.typeId)
  const page = await asCaller(o.db, o.caller, (tx) =>
    listPage<Record<string, unknown>, TRow, (typeof SORTS)[number]>(tx, {
      select: `c.id, c.created_at::text as created_at, c.user_id, u.name as user_name, c.type_id, t.title as type_title, c.text, c.status,
               c.resolution, c.resolved_at::text as resolved_at, c.version, w.id as work_id, w.title as work_title, w.slug as work_slug,
               wt.slug as type_slug, s.slug as subject_slug, w.published, w.version as work_version`,
      from: `from public.library_work_complaints c
             join public.library_work_complaint_types t on t.id = c.type_id
             join public.library_works w on w.id = c.library_work_id
             join public.library_work_types wt on wt.id = w.type_id
             join public.subjects s on s.id = w.subject_id
             left join public.users u on u.id = c.user_id
             ${where.length ? `where ${where.join(' and ')}` : ''}`,
      params,
      sortColumns: { createdAt: 'c.created_at', status: 'c.status', type: 'c.type_id' },
      tieBreaker: 'c.id',
      query: parsed.value,
      map: (r) => ({
        id: Number(r.id),
        createdAt: new Date(String(r.created_at)).toISOString(),
        userId: String(r.user_id),
        userName: (r.user_name as string | null) ?? null,
        typeId: Number(r.type_id),
        typeTitle: String(r.type_title),
        text: String(r.text),
        status: r.status as TComplaintStatus,
        resolution: (r.resolution as string | null) ?? null,
        resolvedAt: r.resolved_at ? new Date(String(r.resolved_at)).toISOString() : null,
        version: Number(r.version),
        work: {
          id: Number(r.work_id),
          title: String(r.work_title),
          path: libraryWorkPath(String(r.type_slug), String(r.subject_slug), String(r.work_slug)),
          published: Boolean(r.published),
          version: Number(r.work_version),
        },
      }),
    }),
  )
  const ids = page.items.map((i) => i.id)
  const files = ids.length
    ? await asService(o.db, (tx) =>
        tx.query<{ id: string | number; complaint_id: string | number; name: string; size: number }>(
          'select id, complaint_id, name, size from private.library_work_complaint_attachments where complaint_id = any($1::bigint[]) order by id',
          [ids],
        ),
      )
    : []
  const byComplaint = new Map<number, TComplaintAttachment[]>()
  for (const f of files) {
    const list = byComplaint.get(Number(f.complaint_id)) ?? []
    list.push({ id: Number(f.id), name: f.name, size: Number(f.size) })
    byComplaint.set(Number(f.complaint_id), list)
  }
  return { ...page, items: page.items.map((i) => ({ ...i, attachments: byComplaint.get(i.id) ?? [] })) }
}
