// The caller's newest unified orders for the quick menu (platform.md §4), read under row-level security.
import { QUICK_MENU_SIZE } from '../../domain/quick-menu'
import { orderKindOfType, UNIFIED_TYPE } from '../../domain/orders/unified'
import { asCaller, type Caller, type Db } from '../db/port'

export type TRecentOrderRow = { id: string; kind: string | null; title: string | null; createdAt: Date }

type Row = { id: string | number; type_id: number; text: string | null; created_at: Date | string; training_uuid: string | null }

/**
 * Signed-in clients only: a guest's orders live on their fingerprint and the quick menu stays hidden
 * for guests. No `user_id` filter is needed for safety (RLS already limits rows to the caller's own);
 * it is there so the index answers and guest rows of the same browser do not mix in.
 */
export async function listRecentOrders({ db, caller }: { db: Db; caller: Caller }): Promise<TRecentOrderRow[]> {
  if (caller.role !== 'authenticated') return []
  const rows = await asCaller(db, caller, (tx) =>
    tx.query<Row>(
      // A training task (services 8, like exam tickets) opens by its own uuid: it is looked up for type 8 only.
      `select u.id, u.type_id, u.text, u.created_at,
              case when u.type_id = $2 then (select t.uuid::text from public.training_tasks t where t.unified_order_id = u.id) end as training_uuid
         from public.unified_orders u
        where u.user_id = auth.uid()
        order by u.created_at desc, u.id desc
        limit $1`,
      [QUICK_MENU_SIZE, UNIFIED_TYPE.SERVICES],
    ),
  )
  return rows.map((r) => ({
    id: r.training_uuid ?? String(r.id),
    kind: orderKindOfType(r.type_id, r.training_uuid ? 'training' : null),
    title: r.text,
    createdAt: r.created_at instanceof Date ? r.created_at : new Date(r.created_at),
  }))
}
