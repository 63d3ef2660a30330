// Sets one prize's weight (orders.md §3 Wheel prize): the next spin's draw reads it (private.spin_wheel); 0 takes the
// prize out of the draw. The published odds page (/ecosystem/docs/wheel-rules) is dropped from the page cache.
import { ZUpdateWheelPrizeInput, type TAdminWheelPrize } from '../../../domain/admin/wheel'
import type { Db } from '../../db/port'
import { AppError } from '../../http/errors'
import { publishPageChange } from '../../page-cache/publish-page-change'
import { adminAction, type TAdmin } from '../admin-action'
import { lockVersioned } from '../version'
import { readWheelPrizes } from './list-wheel'

export async function updateWheelPrize({ db, admin, id, input }: { db: Db; admin: TAdmin; id: number; input: unknown }): Promise<TAdminWheelPrize[]> {
  const v = ZUpdateWheelPrizeInput.parse(input)
  return adminAction({ db, admin, action: 'wheel_prize.update', targetType: 'wheel_prize', targetId: id }, async (tx) => {
    const before = await lockVersioned<{ weight: number }>(tx, { table: 'public.wheel_prizes', id, version: v.version })
    const [others] = await tx.query<{ total: string }>('select coalesce(sum(weight), 0) as total from public.wheel_prizes where id <> $1', [id])
    if (v.weight === 0 && Number(others?.total ?? 0) === 0) throw new AppError('BAD_REQUEST', 'Хотя бы у одного приза вес должен быть больше нуля', { field: 'weight' })
    await tx.query('update public.wheel_prizes set weight = $2, version = version + 1 where id = $1', [id, v.weight])
    await publishPageChange(tx, { paths: ['/ecosystem/docs/wheel-rules'] }, '/ecosystem/docs/')
    const prizes = await readWheelPrizes(tx)
    return { result: prizes, before: { weight: Number(before.weight), version: Number(before.version) }, after: { weight: v.weight, version: Number(before.version) + 1 } }
  })
}
