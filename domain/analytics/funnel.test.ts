import { describe, expect, it } from 'vitest'
import { funnelSteps, moscowToday, parseFunnelQuery } from './funnel'

const NOW = new Date('2026-03-10T22:30:00Z') // 01:30 on 11 March in Moscow

describe('parseFunnelQuery', () => {
  it('defaults to the last 30 Moscow days up to today, as [from 00:00, day after to 00:00) in Moscow', () => {
    expect(moscowToday(NOW)).toBe('2026-03-11')
    const r = parseFunnelQuery({}, NOW)
    expect(r).toEqual({
      ok: true,
      period: { from: '2026-02-10', to: '2026-03-11', fromAt: new Date('2026-02-09T21:00:00Z'), toAt: new Date('2026-03-11T21:00:00Z') },
    })
  })

  it('fills a missing end 30 days after the start, never past today, and a missing start 30 days before the end', () => {
    expect(parseFunnelQuery({ from: '2026-01-01' }, NOW)).toMatchObject({ ok: true, period: { from: '2026-01-01', to: '2026-01-30' } })
    expect(parseFunnelQuery({ from: '2026-03-01' }, NOW)).toMatchObject({ ok: true, period: { from: '2026-03-01', to: '2026-03-11' } })
    expect(parseFunnelQuery({ to: '2026-01-30', from: '' }, NOW)).toMatchObject({ ok: true, period: { from: '2026-01-01', to: '2026-01-30' } })
  })

  it.each([
    [{ from: '2026-02-29' }, 'Начало периода: нужна существующая дата в формате ГГГГ-ММ-ДД'],
    [{ to: '11.03.2026' }, 'Конец периода: нужна существующая дата в формате ГГГГ-ММ-ДД'],
    [{ from: '2026-03-02', to: '2026-03-01' }, 'Начало периода позже его конца'],
    [{ from: '2025-03-10', to: '2026-03-11' }, 'Период не длиннее 366 дней'],
  ])('refuses %j in Russian', (query, message) => {
    expect(parseFunnelQuery(query, NOW)).toEqual({ ok: false, message })
  })

  it('takes one day and 366 days', () => {
    expect(parseFunnelQuery({ from: '2026-03-01', to: '2026-03-01' }, NOW).ok).toBe(true)
    expect(parseFunnelQuery({ from: '2025-03-11', to: '2026-03-11' }, NOW).ok).toBe(true)
  })
})

describe('funnelSteps', () => {
  it('gives each step its share of the previous one, zero after an empty step', () => {
    const steps = funnelSteps(new Map([['landing_view', 3], ['order_start', 2], ['order_created', 0]]))
    expect(steps.map((s) => [s.name, s.subjects, s.conversion])).toEqual([
      ['landing_view', 3, null],
      ['order_start', 2, 66.7],
      ['order_created', 0, 0],
      ['payment_succeeded', 0, 0],
    ])
  })
})
