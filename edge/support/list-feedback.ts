// The team's feedback list, newest first, for administrators only (role id 4, read from the account row, never from the
// token or the request). Anyone else gets `absent` before the query is read, so the route answers them exactly like an
// /api address that does not exist.
import { asService, type Caller, type Db } from '../db/port'

const ADMIN_ROLE_ID = 4
const MAX_LIMIT = 100
const DEFAULT_LIMIT = 50

type TFeedbackRow = {
  id: string
  userId: string | null
  guest: boolean
  rating: number | null
  text: string
  pageUrl: string | null
  source: string
  createdAt: string
}

export type TFeedbackList = { kind: 'absent' } | { kind: 'bad'; message: string } | { kind: 'ok'; items: TFeedbackRow[]; limit: number; offset: number; total: number }

const intParam = (raw: string | undefined, fallback: number, max: number): number | null => {
  if (raw === undefined || raw === '') return fallback
  if (!/^\d{1,9}$/.test(raw)) return null
  const n = Number(raw)
  return n <= max ? n : null
}

export async function listFeedback(o: { db: Db; caller: Caller; query: Record<string, string | undefined> }): Promise<TFeedbackList> {
  const { caller } = o
  if (caller.role !== 'authenticated') return { kind: 'absent' }
  return asService(o.db, async (tx): Promise<TFeedbackList> => {
    const [user] = await tx.query<{ role_id: number }>('select role_id from public.users where id = $1::uuid', [caller.userId])
    if (Number(user?.role_id) !== ADMIN_ROLE_ID) return { kind: 'absent' }
    const limit = intParam(o.query.limit, DEFAULT_LIMIT, MAX_LIMIT)
    const offset = intParam(o.query.offset, 0, 1_000_000)
    if (limit === null || limit < 1) return { kind: 'bad', message: `limit — целое число от 1 до ${MAX_LIMIT}` }
    if (offset === null) return { kind: 'bad', message: 'offset — целое неотрицательное число' }
    const rows = await tx.query<{
      id: string
      user_id: string | null
      rating: number | null
      text: string
      page_url: string | null
      source: string
      created_at: Date | string
      total: string | number
    }>(
      `select id::text, user_id::text, rating, text, page_url, source, created_at, count(*) over () as total
         from public.feedback order by created_at desc, id desc limit $1 offset $2`,
      [limit, offset],
    )
    const total = rows.length ? Number(rows[0]!.total) : Number((await tx.query<{ n: string }>('select count(*)::text as n from public.feedback'))[0]?.n ?? 0)
    return {
      kind: 'ok',
      limit,
      offset,
      total,
      items: rows.map((r) => ({
        id: r.id,
        userId: r.user_id,
        guest: r.user_id === null,
        rating: r.rating === null ? null : Number(r.rating),
        text: r.text,
        pageUrl: r.page_url,
        source: r.source,
        createdAt: new Date(r.created_at).toISOString(),
      })),
    }
  })
}
