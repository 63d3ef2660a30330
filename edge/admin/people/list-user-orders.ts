// A user's unified orders in the back-office (orders.md §3–4): type and generic status, newest first.
import type { TAdminOrderRow } from '../../../domain/admin/people'
import type { TListPage } from '../../../domain/admin/list-query'
import { UNIFIED_STATUS, unifiedStatusName, unifiedTypeName } from '../../../domain/orders/unified'
import type { Db } from '../../db/port'
import { userListPage } from './user-list-page'

export function listUserOrders({ db, userId, query }: { db: Db; userId: string; query: Record<string, string | undefined> }): Promise<TListPage<TAdminOrderRow>> {
  return userListPage({
    db,
    userId,
    query,
    sortColumns: { at: 'o.created_at', status: 'o.status' },
    defaultSort: 'at',
    select: `o.id::text as id, o.created_at::text as at, o.type_id, o.status, o.is_paid, o.text`,
    from: 'from public.unified_orders o',
    userColumn: 'o.user_id',
    filter: { column: 'o.status', value: UNIFIED_STATUS[query.status as keyof typeof UNIFIED_STATUS] ?? null },
    tieBreaker: 'o.id',
    map: (r) => ({
      id: String(r.id),
      at: new Date(String(r.at)).toISOString(),
      typeId: Number(r.type_id),
      type: unifiedTypeName(Number(r.type_id)) ?? `TYPE_${String(r.type_id)}`,
      status: unifiedStatusName(Number(r.status)) ?? `STATUS_${String(r.status)}`,
      isPaid: Boolean(r.is_paid),
      text: r.text === null ? null : String(r.text).slice(0, 200),
    }),
  })
}
