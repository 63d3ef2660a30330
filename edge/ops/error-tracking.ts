// Error tracking: unhandled request errors, failed jobs and failed bank notifications go to a Sentry-compatible ingest
// (Sentry itself, GlitchTip, self-hosted Sentry) when ERROR_TRACKING_DSN is set; off without it.
// It speaks Sentry's envelope protocol directly (POST {host}/api/{project}/envelope/, X-Sentry-Auth with the DSN's public
// key, one `event` item) instead of loading @sentry/node or @sentry/cloudflare: the same few lines work on Node and in
// workerd, add nothing to the Worker's start-up, and every text passes the logs' redaction (edge/log.ts) first.
// A report never throws into the caller and waits at most ERROR_TRACKING_TIMEOUT_MS; the same error (type, message,
// place) is sent once a minute per process at most, and a 429 from the ingest pauses sending for its Retry-After.
import { redact, redactText, type Logger } from '../log'

export type TErrorReport = {
  error: unknown
  /** Where it happened: `request`, `job`, `payment-notification`. */
  where: string
  requestId?: string
  level?: 'error' | 'warning'
  /** Short searchable values: the route, the job name, the provider. */
  tags?: Record<string, string | number | undefined>
  /** Anything else an operator needs; redacted like a log line. */
  extra?: Record<string, unknown>
}

export type TErrorTracker = {
  readonly enabled: boolean
  /** Sends the report (or skips it: off, a repeat, paused); resolves when done, never rejects. */
  capture(report: TErrorReport): Promise<'sent' | 'off' | 'repeat' | 'paused' | 'failed'>
}

export type TDsn = { dsn: string; publicKey: string; envelopeUrl: string }

/** `https://<public key>@<host>[/<path>]/<project id>` → where envelopes go; null when it is not a DSN. */
export function parseDsn(dsn: string): TDsn | null {
  let url: URL
  try {
    url = new URL(dsn)
  } catch {
    return null
  }
  const parts = url.pathname.split('/').filter(Boolean)
  const project = parts.pop()
  if (!url.username || !project || !/^\d+$/.test(project) || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null
  const prefix = parts.length ? `/${parts.join('/')}` : ''
  return { dsn, publicKey: decodeURIComponent(url.username), envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${project}/envelope/` }
}

type TFrame = { function?: string; filename?: string; lineno?: number; colno?: number; in_app?: boolean }

/** V8 stack lines → Sentry frames, oldest call first (the order Sentry wants). */
export function stackFrames(stack: string | undefined): TFrame[] {
  const frames: TFrame[] = []
  for (const line of (stack ?? '').split('\n').slice(1, 60)) {
    const m = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line)
    if (!m) continue
    const filename = m[2]!
    frames.push({
      ...(m[1] && { function: m[1] }),
      filename,
      lineno: Number(m[3]),
      colno: Number(m[4]),
      in_app: !filename.includes('node_modules') && !filename.startsWith('node:'),
    })
  }
  return frames.reverse()
}

const hex32 = () => crypto.randomUUID().replace(/-/g, '')

export function errorTracker(opts: {
  dsn: string | undefined
  release: string
  environment: string
  log: Logger
  timeoutMs?: number
  fetch?: typeof fetch
  now?: () => number
}): TErrorTracker {
  const target = opts.dsn ? parseDsn(opts.dsn) : null
  if (!target) return { enabled: false, capture: async () => 'off' }
  const doFetch = opts.fetch ?? fetch
  const now = opts.now ?? Date.now
  const recent = new Map<string, number>()
  let pausedUntil = 0

  return {
    enabled: true,
    async capture(report) {
      const error = report.error instanceof Error ? report.error : new Error(String(report.error))
      const type = error.name || 'Error'
      const message = redactText(error.message).slice(0, 2000)
      const frames = stackFrames(error.stack)
      const top = frames.at(-1)
      const fingerprint = `${report.where}|${type}|${message}|${top?.filename}:${top?.lineno}`
      const at = now()
      if (at < pausedUntil) return 'paused'
      if ((recent.get(fingerprint) ?? 0) > at - 60_000) return 'repeat'
      recent.set(fingerprint, at)
      if (recent.size > 500) for (const [k, t] of recent) if (t <= at - 60_000) recent.delete(k)

      const eventId = hex32()
      const tags: Record<string, string> = { where: report.where }
      for (const [k, v] of Object.entries(report.tags ?? {})) if (v !== undefined) tags[k] = redactText(String(v)).slice(0, 200)
      if (report.requestId) tags.request_id = report.requestId
      const event = {
        event_id: eventId,
        timestamp: at / 1000,
        platform: 'javascript',
        level: report.level ?? 'error',
        logger: report.where,
        release: opts.release,
        environment: opts.environment,
        tags,
        extra: redact(report.extra ?? {}),
        exception: { values: [{ type, value: message, ...(frames.length && { stacktrace: { frames } }) }] },
      }
      const body = [
        JSON.stringify({ event_id: eventId, sent_at: new Date(at).toISOString(), dsn: target.dsn }),
        JSON.stringify({ type: 'event', content_type: 'application/json' }),
        JSON.stringify(event),
      ].join('\n')
      try {
        const res = await doFetch(target.envelopeUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-sentry-envelope',
            'x-sentry-auth': `Sentry sentry_version=7, sentry_key=${target.publicKey}, sentry_client=kampus-edge/1.0`,
          },
          body,
          signal: AbortSignal.timeout(opts.timeoutMs ?? 3_000),
        })
        await res.body?.cancel().catch(() => {})
        if (res.status === 429) {
          const wait = Number(res.headers.get('retry-after'))
          pausedUntil = at + (Number.isFinite(wait) && wait > 0 ? Math.min(wait, 3600) * 1000 : 60_000)
          return 'failed'
        }
        if (!res.ok) {
          opts.log.warn('error tracking: the ingest refused an event', { status: res.status })
          return 'failed'
        }
        return 'sent'
      } catch (e) {
        opts.log.warn('error tracking: the ingest did not answer', { error: e instanceof Error ? e.message : String(e) })
        return 'failed'
      }
    },
  }
}
