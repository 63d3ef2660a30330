// A prize as the wheel's GraphQL types show it: domain/wheel/prizes.ts by id, the kind in the schema's spelling.
import { WHEEL_PRIZES, type TWheelPrize } from '../../domain/wheel/prizes'

export type TWheelPrizeView = Omit<TWheelPrize, 'kind'> & { kind: 'PROMO_CODE' | 'FREE_QUESTIONS' | 'EXTRA_SPINS' | 'MINUS_SPINS' | 'NO_REWARD' }

const prizeView = (p: TWheelPrize): TWheelPrizeView => ({ ...p, kind: p.kind.toUpperCase() as TWheelPrizeView['kind'] })

export function prizeById(id: number): TWheelPrizeView {
  const prize = WHEEL_PRIZES.find((p) => p.id === id)
  if (!prize) throw new Error(`unknown wheel prize ${id}`)
  return prizeView(prize)
}

export const wheelPrizes = (): TWheelPrizeView[] => WHEEL_PRIZES.map(prizeView)
