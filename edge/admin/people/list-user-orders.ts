// A user's unified orders in the back-office (orders.md §3–4): type and generic status, newest first.
import type { TAdminOrderRow } from '../../../domain/admin/people'
import type { TListPage } from '../../../domain/admin/list-query'
import { UNIFIED_STATUS, unifiedStatusName, unifiedTypeName } from '../../../domain/orders/unified'
import { userListPage, type TUserListRequest } from './user-list-page'

export function listUserOrders(r: TUserListRequest): Promise<TListPage<TAdminOrderRow>> {
  return userListPage(r, {
    alias: 'o',
    sortColumns: { status: 'o.status' },
    select: `o.id::text as id, o.type_id, o.status, o.is_paid, o.text`,
    from: 'from public.unified_orders o',
    filter: { column: 'o.status', value: UNIFIED_STATUS[r.query.status as keyof typeof UNIFIED_STATUS] ?? null },
    map: (row, at) => ({
      id: String(row.id),
      at,
      typeId: Number(row.type_id),
      type: unifiedTypeName(Number(row.type_id)) ?? `TYPE_${String(row.type_id)}`,
      status: unifiedStatusName(Number(row.status)) ?? `STATUS_${String(row.status)}`,
      isPaid: Boolean(row.is_paid),
      text: row.text === null ? null : String(row.text).slice(0, 200),
    }),
  })
}
