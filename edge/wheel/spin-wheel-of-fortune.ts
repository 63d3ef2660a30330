// One spin of the prize wheel (orders.md §4 Wheel of fortune): in one service transaction the client's restriction is
// checked, the welcome spin granted if it never was, and private.spin_wheel spends a spin, draws the prize from the
// server's random number and applies it once. No spins left → NO_SPINS_LEFT and nothing changes. A prize of free
// questions moves the balance, so user-changed tells the client's open tabs.
import { isWin } from '../../domain/wheel/prizes'
import { userRoom } from '../../domain/realtime'
import type { AppDeps } from '../context'
import { requireClient } from '../accounts/require-client'
import { checkAllowed } from '../auth/assert-allowed'
import { asService, type Caller } from '../db/port'
import { AppError } from '../http/errors'
import { drawUniform, type TDraw } from './draw-uniform'
import { grantWelcomeSpin } from './grant-wheel-spins'
import { prizeById, type TWheelPrizeView } from './wheel-prize'

export type TWheelSpinResult = { prize: TWheelPrizeView; isWin: boolean; spinsLeft: number; promoCode: string | null; balanceTrials: number }

type TSpinRow = { spin_uuid: string; prize_id: number; promo_code: string | null; spins_left: number; trials: string | number }

const sqlState = (e: unknown) => (e as { code?: unknown } | null)?.code

export async function spinWheelOfFortune(o: { deps: Pick<AppDeps, 'db' | 'realtime'>; caller: Caller; draw?: TDraw }): Promise<TWheelSpinResult> {
  const { userId } = requireClient(o.caller)
  const random = (o.draw ?? drawUniform)()
  try {
    return await asService(o.deps.db, async (tx) => {
      await checkAllowed(tx, userId, 'orders')
      await grantWelcomeSpin(tx, userId)
      const [row] = await tx.query<TSpinRow>('select spin_uuid::text, prize_id, promo_code, spins_left, trials::text from private.spin_wheel($1::uuid, $2)', [userId, random])
      const prize = prizeById(Number(row!.prize_id))
      if (prize.kind === 'FREE_QUESTIONS') {
        await o.deps.realtime.publish(tx, { room: userRoom(userId), event: 'user-changed', data: { reason: 'wheel', spinId: row!.spin_uuid } })
      }
      return { prize, isWin: isWin(prize.id), spinsLeft: Number(row!.spins_left), promoCode: row!.promo_code, balanceTrials: Number(row!.trials) }
    })
  } catch (e) {
    if (sqlState(e) === 'WH001') throw new AppError('NO_SPINS_LEFT')
    if (sqlState(e) === 'WH002') throw new AppError('CONFLICT', 'Колесо сейчас недоступно, попробуй позже')
    throw e
  }
}
