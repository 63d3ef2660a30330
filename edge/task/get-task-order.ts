// A task search order with its matches, for its owner (the client, or the guest browser by fingerprint; RLS hides
// the rest). The lookup tells a removed order (canceled, or an id no order has) from another's, which stays not found.
import { asCaller, asService, type Caller, type Db } from '../db/port'
import { orderRowId } from '../orders/parse-order-input'
import { TASK_ORDER_STATUSES } from '../../domain/task/order-statuses'
import { libraryWorkPath } from '../../domain/library/work-types'
import { taskOrderColumns, toTaskOrder, type TTaskOrder, type TTaskOrderRow } from './task-order-row'

type TTaskMatch = {
  position: number
  score: number
  snippet: string
  /** The signed-in caller has paid for this work already (its page then says «Открыть решение»). */
  isBought: boolean
  work: { id: string; slug: string; title: string; href: string; shortenedAnswer: string; typeTitle: string; subjectTitle: string }
}

type TTaskOrderView = TTaskOrder & { statusBySearch: number | null; subject: { id: number; title: string }; matches: TTaskMatch[] }

export type TTaskOrderLookup = { state: 'FOUND'; order: TTaskOrderView } | { state: 'DELETED' | 'NOT_FOUND'; order: null }

type TMatchRow = {
  position: number
  score: number | string
  snippet: string
  id: string
  slug: string
  title: string
  short_answer: string
  type_slug: string
  type_title: string
  subject_slug: string
  subject_title: string
  is_bought: boolean
}

export async function getTaskOrder(o: { db: Db; caller: Caller; unifiedOrderId: unknown }): Promise<TTaskOrderLookup> {
  const id = orderRowId(o.unifiedOrderId)
  if (!id) return { state: 'NOT_FOUND', order: null }
  const found = await asCaller(o.db, o.caller, async (tx) => {
    const [row] = await tx.query<TTaskOrderRow & { status_by_search: number | null; subject_title: string }>(
      `select ${taskOrderColumns('t.')},
              u.status_by_search, s.title as subject_title
         from public.task_orders t join public.unified_orders u on u.id = t.unified_order_id join public.subjects s on s.id = t.subject_id
        where t.unified_order_id = $1::bigint`,
      [id],
    )
    if (!row) return null
    const matches = await tx.query<TMatchRow>(
      `select m.position, m.score, m.snippet, w.id::text as id, w.slug, w.title, w.short_answer,
              wt.slug as type_slug, wt.title as type_title, ws.slug as subject_slug, ws.title as subject_title,
              exists (select 1 from public.library_work_orders lo
                       where lo.library_work_id = w.id and lo.user_id = auth.uid() and lo.is_paid) as is_bought
         from public.task_order_matches m
         join public.library_works w on w.id = m.library_work_id and w.published
         join public.library_work_types wt on wt.id = w.type_id
         join public.subjects ws on ws.id = w.subject_id
        where m.task_order_id = $1::bigint
        order by m.position`,
      [row.id],
    )
    return { row, matches }
  })
  if (!found) {
    // Not visible: another's order stays not found; an id that no order has is a removed one.
    const [exists] = await asService(o.db, (tx) => tx.query(`select 1 from public.unified_orders where id = $1::bigint`, [id]))
    return { state: exists ? 'NOT_FOUND' : 'DELETED', order: null }
  }
  const order = toTaskOrder(found.row)
  if (order.status === TASK_ORDER_STATUSES.ids.canceled) return { state: 'DELETED', order: null }
  return {
    state: 'FOUND',
    order: {
      ...order,
      statusBySearch: found.row.status_by_search == null ? null : Number(found.row.status_by_search),
      subject: { id: order.subjectId, title: found.row.subject_title },
      matches: found.matches.map((m) => ({
        position: Number(m.position),
        score: Number(m.score),
        snippet: m.snippet,
        isBought: m.is_bought === true,
        work: {
          id: m.id,
          slug: m.slug,
          title: m.title,
          href: libraryWorkPath(m.type_slug, m.subject_slug, m.slug),
          shortenedAnswer: m.short_answer,
          typeTitle: m.type_title,
          subjectTitle: m.subject_title,
        },
      })),
    },
  }
}
