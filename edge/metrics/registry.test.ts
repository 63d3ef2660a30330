import { describe, expect, it } from 'vitest'
import { createMetrics } from './registry'

describe('createMetrics', () => {
  it('writes counters, histograms and scrape-time gauges in the Prometheus text format', async () => {
    const m = createMetrics()
    const c = m.counter('t_requests_total', 'Requests.')
    c.inc({ status: '200', route: '/a' })
    c.inc({ route: '/a', status: '200' }, 2)
    c.inc({ route: 'say "hi"\\\n', status: '500' })
    const h = m.histogram('t_seconds', 'Time.', [1, 0.1])
    h.observe({ route: '/a' }, 0.05)
    h.observe({ route: '/a' }, 0.5)
    h.observe({ route: '/a' }, 7)
    m.gauges('t_lag_seconds', 'Lag.', async () => [{ value: 12.5 }])
    expect(c.get({ status: '200', route: '/a' })).toBe(3)
    expect(await m.render()).toBe(
      [
        '# HELP t_requests_total Requests.',
        '# TYPE t_requests_total counter',
        't_requests_total{route="/a",status="200"} 3',
        't_requests_total{route="say \\"hi\\"\\\\\\n",status="500"} 1',
        '# HELP t_seconds Time.',
        '# TYPE t_seconds histogram',
        't_seconds_bucket{route="/a",le="0.1"} 1',
        't_seconds_bucket{route="/a",le="1"} 2',
        't_seconds_bucket{route="/a",le="+Inf"} 3',
        't_seconds_sum{route="/a"} 7.55',
        't_seconds_count{route="/a"} 3',
        '# HELP t_lag_seconds Lag.',
        '# TYPE t_lag_seconds gauge',
        't_lag_seconds 12.5',
        '',
      ].join('\n'),
    )
  })

  it('stops adding label sets past its cap, so a flood of values cannot grow memory without bound', async () => {
    const c = createMetrics().counter('t_total', 'T.')
    for (let i = 0; i < 2100; i++) c.inc({ route: `/r${i}` })
    expect(c.get({ route: '/r1999' })).toBe(1)
    expect(c.get({ route: '/r2000' })).toBe(0)
  })
})
