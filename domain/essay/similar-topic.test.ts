import { describe, expect, it } from 'vitest'
import { topicsMatch } from './similar-topic'

describe('topicsMatch', () => {
  it('matches the same topic written differently', () => {
    expect(topicsMatch('Инфляция и её влияние на экономику России', 'инфляция и ее влияние на экономику россии!')).toBe(true)
    expect(topicsMatch('Влияние инфляции на экономику России', 'Влияние инфляции на экономику современной России')).toBe(true)
  })

  it('does not match different topics that share a few words', () => {
    expect(topicsMatch('Инфляция и её влияние на экономику России', 'Безработица и её влияние на общество')).toBe(false)
    expect(topicsMatch('История России', 'Экология')).toBe(false)
  })
})
