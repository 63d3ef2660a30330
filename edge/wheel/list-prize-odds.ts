// The wheel's published odds for its rules page: each prize's weight as a share of all the weights in force
// (public.wheel_prizes, tuned there without a release). Clients cannot read the table; the page reads it as the server.
import { WHEEL_PRIZES } from '../../domain/wheel/prizes'
import { asService, type Db } from '../db/port'

export type TPrizeOdds = { id: number; title: string; percent: number }

export async function listWheelPrizeOdds({ db }: { db: Db }): Promise<TPrizeOdds[]> {
  const rows = await asService(db, (tx) => tx.query<{ id: number; weight: number }>('select id, weight from public.wheel_prizes order by id'))
  const total = rows.reduce((sum, r) => sum + Number(r.weight), 0)
  return WHEEL_PRIZES.map((p) => {
    const weight = Number(rows.find((r) => Number(r.id) === p.id)?.weight ?? 0)
    return { id: p.id, title: p.title, percent: total > 0 ? (weight / total) * 100 : 0 }
  })
}
