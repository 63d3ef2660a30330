// The prize wheel (orders.md §3 «Wheel prize», §4 «Wheel of fortune», §9): the eleven prizes in the spec's order, the
// win set (the first nine) and the loss set (−3 spins and no reward). The weights a draw uses live in the database
// (public.wheel_prizes.weight; the migration's seed is in tests/helpers/seeds.ts) so the team can tune them without a
// release.

type TWheelPrizeKind = 'promo_code' | 'free_questions' | 'extra_spins' | 'minus_spins' | 'no_reward'

export type TWheelPrize = {
  /** Stable id, 1…11 in the spec's order; also the sector index (id − 1) on the wheel. */
  id: number
  kind: TWheelPrizeKind
  /** Rubles of a partner promo code, free questions, or spins (minus spins: 3, applied as −3). 0 for no reward. */
  value: number
  /** The sector's label. */
  title: string
}

export const WHEEL_PRIZES: readonly TWheelPrize[] = [
  { id: 1, kind: 'promo_code', value: 50, title: 'Промокод на 50 ₽' },
  { id: 2, kind: 'promo_code', value: 100, title: 'Промокод на 100 ₽' },
  { id: 3, kind: 'promo_code', value: 1000, title: 'Промокод на 1\u00a0000 ₽' },
  { id: 4, kind: 'free_questions', value: 1, title: '1 бесплатный вопрос' },
  { id: 5, kind: 'free_questions', value: 5, title: '5 бесплатных вопросов' },
  { id: 6, kind: 'free_questions', value: 10, title: '10 бесплатных вопросов' },
  { id: 7, kind: 'extra_spins', value: 1, title: '+1 вращение' },
  { id: 8, kind: 'extra_spins', value: 2, title: '+2 вращения' },
  { id: 9, kind: 'extra_spins', value: 3, title: '+3 вращения' },
  { id: 10, kind: 'minus_spins', value: 3, title: '−3 вращения' },
  { id: 11, kind: 'no_reward', value: 0, title: 'Без приза' },
]

/** The spec's win set: the first nine prizes. */
export const WIN_PRIZE_IDS: readonly number[] = WHEEL_PRIZES.slice(0, 9).map((p) => p.id)
/** The spec's loss set: −3 spins and no reward. */
export const LOSS_PRIZE_IDS: readonly number[] = [10, 11]

export const isWin = (prizeId: number): boolean => WIN_PRIZE_IDS.includes(prizeId)

/** The public rules document (a docs page under /ecosystem/docs). */
export const WHEEL_RULES_PATH = '/ecosystem/docs/wheel-rules'
