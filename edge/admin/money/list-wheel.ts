// The wheel as the back-office tunes it: each prize's weight with its share of the draw, and the partner code pool's
// free and given codes per nominal (a promo prize is drawn only while its pool has a free code).
import { WHEEL_PRIZES } from '../../../domain/wheel/prizes'
import { WHEEL_CODE_VALUES, type TAdminWheelPool, type TAdminWheelPrize } from '../../../domain/admin/wheel'
import { asService, type Db, type Queryable } from '../../db/port'

export async function readWheelPrizes(q: Queryable): Promise<TAdminWheelPrize[]> {
  const rows = await q.query<{ id: number; kind: string; value: number; weight: number; version: number }>('select id, kind, value, weight, version from public.wheel_prizes order by id')
  const total = rows.reduce((n, r) => n + Number(r.weight), 0)
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    value: Number(r.value),
    title: WHEEL_PRIZES.find((p) => p.id === Number(r.id))?.title ?? `Приз ${r.id}`,
    weight: Number(r.weight),
    version: Number(r.version),
    percent: total > 0 ? (Number(r.weight) / total) * 100 : 0,
  }))
}

export async function readWheelPools(q: Queryable): Promise<TAdminWheelPool[]> {
  const rows = await q.query<{ value: number; free: string; assigned: string }>(
    `select value, count(*) filter (where spin_id is null) as free, count(*) filter (where spin_id is not null) as assigned
     from private.wheel_promo_codes group by value`,
  )
  return WHEEL_CODE_VALUES.map((value) => {
    const r = rows.find((x) => Number(x.value) === value)
    return { value, free: Number(r?.free ?? 0), assigned: Number(r?.assigned ?? 0) }
  })
}

export const listWheel = ({ db }: { db: Db }) => asService(db, async (tx) => ({ prizes: await readWheelPrizes(tx), pools: await readWheelPools(tx) }))
