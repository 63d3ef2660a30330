// In-process counters and histograms, written out in the Prometheus text format (exposition 0.0.4) by hand: a few
// dozen lines instead of a dependency. One registry per Node process (edge/runtime/node.server.ts), fed by the request
// line (edge/http/request-log.ts) and the job runner (edge/jobs/run-job.ts), read by GET /metrics (./metrics-route.ts).
// On Workers there is none: each invocation is a fresh isolate's guest, so the request line in Workers Logs is the metric.

type TLabels = Record<string, string>

const key = (labels: TLabels) => JSON.stringify(Object.entries(labels).sort(([a], [b]) => (a < b ? -1 : 1)))

const escape = (v: string) => v.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"')
const labelText = (labels: TLabels, extra?: [string, string]) => {
  // Names in order (the exposition allows any; a sorted one is stable to read and to match), `le` last.
  const all = Object.entries(labels)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .concat(extra ? [extra] : [])
  return all.length ? `{${all.map(([k, v]) => `${k}="${escape(v)}"`).join(',')}}` : ''
}
const num = (n: number) => (Number.isFinite(n) ? String(Math.round(n * 1e6) / 1e6) : n > 0 ? '+Inf' : '-Inf')

/** Label sets per metric are capped, so a flood of distinct values (paths, names) cannot grow memory without bound. */
const MAX_SERIES = 2000

export type TCounter = { inc(labels?: TLabels, by?: number): void; get(labels?: TLabels): number }
export type THistogram = { observe(labels: TLabels, value: number): void }
export type TGaugeSample = { labels?: TLabels; value: number }

export type TMetrics = {
  counter(name: string, help: string): TCounter
  histogram(name: string, help: string, buckets: number[]): THistogram
  /** Values read at scrape time (from the database): the collector runs on every render. */
  gauges(name: string, help: string, collect: () => Promise<TGaugeSample[]>): void
  render(): Promise<string>
}

export function createMetrics(): TMetrics {
  type TMetric =
    | { kind: 'counter'; name: string; help: string; series: Map<string, { labels: TLabels; value: number }> }
    | { kind: 'histogram'; name: string; help: string; buckets: number[]; series: Map<string, { labels: TLabels; counts: number[]; sum: number; count: number }> }
    | { kind: 'gauge'; name: string; help: string; collect: () => Promise<TGaugeSample[]> }
  const metrics = new Map<string, TMetric>()

  return {
    counter(name, help) {
      let m = metrics.get(name)
      if (!m) metrics.set(name, (m = { kind: 'counter', name, help, series: new Map() }))
      if (m.kind !== 'counter') throw new Error(`metric ${name} is a ${m.kind}`)
      const series = m.series
      return {
        inc(labels = {}, by = 1) {
          const k = key(labels)
          const s = series.get(k)
          if (s) s.value += by
          else if (series.size < MAX_SERIES) series.set(k, { labels, value: by })
        },
        get: (labels = {}) => series.get(key(labels))?.value ?? 0,
      }
    },
    histogram(name, help, buckets) {
      let m = metrics.get(name)
      if (!m) metrics.set(name, (m = { kind: 'histogram', name, help, buckets: [...buckets].sort((a, b) => a - b), series: new Map() }))
      if (m.kind !== 'histogram') throw new Error(`metric ${name} is a ${m.kind}`)
      const h = m
      return {
        observe(labels, value) {
          const k = key(labels)
          let s = h.series.get(k)
          if (!s) {
            if (h.series.size >= MAX_SERIES) return
            h.series.set(k, (s = { labels, counts: h.buckets.map(() => 0), sum: 0, count: 0 }))
          }
          h.buckets.forEach((b, i) => {
            if (value <= b) s.counts[i]! += 1
          })
          s.sum += value
          s.count += 1
        },
      }
    },
    gauges(name, help, collect) {
      metrics.set(name, { kind: 'gauge', name, help, collect })
    },
    async render() {
      const out: string[] = []
      for (const m of metrics.values()) {
        out.push(`# HELP ${m.name} ${m.help}`, `# TYPE ${m.name} ${m.kind}`)
        if (m.kind === 'counter') for (const s of m.series.values()) out.push(`${m.name}${labelText(s.labels)} ${num(s.value)}`)
        else if (m.kind === 'histogram') {
          for (const s of m.series.values()) {
            m.buckets.forEach((b, i) => out.push(`${m.name}_bucket${labelText(s.labels, ['le', num(b)])} ${s.counts[i]}`))
            out.push(`${m.name}_bucket${labelText(s.labels, ['le', '+Inf'])} ${s.count}`)
            out.push(`${m.name}_sum${labelText(s.labels)} ${num(s.sum)}`, `${m.name}_count${labelText(s.labels)} ${s.count}`)
          }
        } else for (const s of await m.collect()) out.push(`${m.name}${labelText(s.labels ?? {})} ${num(s.value)}`)
      }
      return `${out.join('\n')}\n`
    },
  }
}
