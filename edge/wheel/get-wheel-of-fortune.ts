// The wheel as its owner sees it: the eleven sectors, spins left and the last 20 spins. The first look grants the
// welcome spin (once); the spins and the history are then read under RLS, as the caller.
import { WHEEL_RULES_PATH } from '../../domain/wheel/prizes'
import { requireClient } from '../accounts/require-client'
import { asCaller, asService, type Caller, type Db } from '../db/port'
import { isReadOnlyCaller } from '../auth/read-only'
import { grantWelcomeSpin } from './grant-wheel-spins'
import { prizeById, wheelPrizes, type TWheelPrizeView } from './wheel-prize'

const WHEEL_HISTORY_SIZE = 20

type TWheelWin = { id: string; prize: TWheelPrizeView; promoCode: string | null; createdAt: Date | string }
export type TWheelOfFortune = { prizes: TWheelPrizeView[]; spinsLeft: number; rulesUrl: string; history: TWheelWin[] }

type TSpinRow = { uuid: string; prize_id: number; promo_code: string | null; created_at: Date | string }

export async function getWheelOfFortune({ db, caller }: { db: Db; caller: Caller }): Promise<TWheelOfFortune> {
  const client = requireClient(caller)
  // An administrator's read-only look shows the wheel as it is: the look changes nothing, not even the first-look gift.
  if (!isReadOnlyCaller(caller)) await asService(db, (tx) => grantWelcomeSpin(tx, client.userId))
  return asCaller(db, client, async (tx) => {
    const [balance] = await tx.query<{ spins: number }>('select spins from public.wheel_spin_balances where user_id = auth.uid()')
    const spins = await tx.query<TSpinRow>(
      'select uuid::text, prize_id, promo_code, created_at from public.wheel_spins where user_id = auth.uid() order by id desc limit $1',
      [WHEEL_HISTORY_SIZE],
    )
    return {
      prizes: wheelPrizes(),
      spinsLeft: Number(balance?.spins ?? 0),
      rulesUrl: WHEEL_RULES_PATH,
      history: spins.map((s) => ({ id: s.uuid, prize: prizeById(Number(s.prize_id)), promoCode: s.promo_code, createdAt: s.created_at })),
    }
  })
}
