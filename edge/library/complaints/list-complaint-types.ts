// The complaint types a client picks from (GET /storage/library_work_user_complaint_types.json).
import { asCaller, type Db } from '../../db/port'

export type TComplaintType = { id: number; title: string }

export async function listComplaintTypes(db: Db): Promise<TComplaintType[]> {
  const rows = await asCaller(db, { role: 'anon' }, (tx) => tx.query<{ id: number; title: string }>(`select id, title from public.library_work_complaint_types order by sort_order, id`))
  return rows.map((r) => ({ id: Number(r.id), title: r.title }))
}
