// Resolves a complaint with the administrator's note: one audited action, refused as STALE_VERSION when someone
// changed the complaint since the form loaded it, and as CONFLICT when it is already resolved.
import { ZResolveComplaintInput } from '../../../domain/admin/complaints'
import type { Db } from '../../db/port'
import { AppError } from '../../http/errors'
import { adminAction, type TAdmin } from '../admin-action'
import { parseAdminInput } from '../validation'
import { lockVersioned } from '../version'

export async function resolveComplaint(o: { db: Db; admin: TAdmin; id: string; input: unknown }): Promise<{ id: number; version: number }> {
  if (!/^\d{1,18}$/.test(o.id)) throw new AppError('NOT_FOUND', 'Жалоба не найдена')
  const input = parseAdminInput(ZResolveComplaintInput, o.input)
  return adminAction({ db: o.db, admin: o.admin, action: 'complaint.resolve', targetType: 'library_work_complaint', targetId: o.id }, async (tx) => {
    const before = await lockVersioned<{ status: string; resolution: string | null }>(tx, { table: 'public.library_work_complaints', id: o.id, version: input.version })
    if (before.status === 'resolved') throw new AppError('CONFLICT', 'Жалоба уже решена')
    const [row] = await tx.query<{ version: number }>(
      `update public.library_work_complaints set status = 'resolved', resolution = $2, resolved_at = now(), resolved_by = $3::uuid, version = version + 1
        where id = $1::bigint returning version`,
      [o.id, input.resolution, o.admin.userId],
    )
    return {
      result: { id: Number(o.id), version: Number(row!.version) },
      before: { status: before.status, resolution: before.resolution, version: before.version },
      after: { status: 'resolved', resolution: input.resolution, version: Number(row!.version) },
    }
  })
}
