import { describe, expect, it } from 'vitest'
import { formatRubles } from '../../domain/money/format'
import { sectorLabel } from './wheel-texts'

const prize = (kind: Parameters<typeof sectorLabel>[0]['kind'], value: number) => ({ id: 1, kind, value, title: 'Приз' })

describe('sector labels', () => {
  it('print a promo code prize through the shared money formatter: grouped, a no-break space before ₽', () => {
    expect(sectorLabel(prize('PROMO_CODE', 300))).toBe('300\u00a0₽')
    expect(sectorLabel(prize('PROMO_CODE', 1500))).toBe('1\u00a0500\u00a0₽')
    expect(sectorLabel(prize('PROMO_CODE', 1500))).toBe(formatRubles(1500))
  })

  it('keep the other prizes as they were', () => {
    expect(sectorLabel(prize('FREE_QUESTIONS', 3))).toBe('3 вопроса')
    expect(sectorLabel(prize('EXTRA_SPINS', 2))).toBe('+2')
    expect(sectorLabel(prize('MINUS_SPINS', 1))).toBe('−1')
    expect(sectorLabel(prize('NO_REWARD', 0))).toBe('Пусто')
  })
})
