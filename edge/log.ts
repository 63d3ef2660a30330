// Minimal structured logger: one JSON line per entry in production, readable lines otherwise. Every line, its message
// and its fields alike, passes through redact() first: no phone, e-mail, sign-in code or token reaches a log.
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent'
export type Logger = Record<Exclude<LogLevel, 'silent'>, (msg: string, fields?: Record<string, unknown>) => void>

const ORDER: LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent']

export type TLogSink = (line: string, level: Exclude<LogLevel, 'silent'>) => void

const consoleSink: TLogSink = (line, level) => (level === 'error' || level === 'warn' ? console.error : console.log)(line)

/**
 * `write` receives each finished (already redacted) line; the console by default. Tests pass a capturing sink.
 * `context` adds fields to every line written while it has some (the request id of the request being handled).
 */
export function createLogger(level: LogLevel, json = false, opts: { write?: TLogSink; context?: () => Record<string, unknown> | undefined } = {}): Logger {
  const min = ORDER.indexOf(level)
  const write = opts.write ?? consoleSink
  const at =
    (lvl: Exclude<LogLevel, 'silent'>) =>
    (msg: string, fields?: Record<string, unknown>) => {
      if (ORDER.indexOf(lvl) < min) return
      const ctx = opts.context?.()
      const all = ctx ? { ...ctx, ...fields } : fields
      const safeMsg = redactText(msg)
      const safe = all ? (redactValue(all, 0) as Record<string, unknown>) : undefined
      if (json) write(JSON.stringify({ level: lvl, msg: safeMsg, ...safe, at: new Date().toISOString() }), lvl)
      else write(safe ? `[${lvl}] ${safeMsg} ${JSON.stringify(safe)}` : `[${lvl}] ${safeMsg}`, lvl)
    }
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') }
}

/** A logger that adds `fields` to every line (a job's name and id, a request's id). */
export function withLogFields(log: Logger, fields: Record<string, unknown>): Logger {
  const at = (lvl: keyof Logger) => (msg: string, more?: Record<string, unknown>) => log[lvl](msg, { ...fields, ...more })
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') }
}

// ── Redaction: the one rule every log line passes through ────────────────────────────────────────────────────────

export const REDACTED = '[скрыто]'

/** Fields whose whole value is a secret or personal data, whatever it looks like (compared without case, `_` or `-`). */
const SECRET_KEYS = new Set(
  ['otp', 'pin', 'password', 'secret', 'token', 'accesstoken', 'refreshtoken', 'apitoken', 'authorization', 'cookie', 'setcookie', 'jwt', 'phone', 'email', 'apikey', 'signature'],
)
/** `code` is also an error's code (NOT_FOUND): only a number in it is taken for a sign-in code. */
const isSignInCode = (key: string, v: unknown) => key.toLowerCase() === 'code' && /^\d{4,8}$/.test(String(v))
const keyIsSecret = (key: string) => SECRET_KEYS.has(key.toLowerCase().replace(/[-_]/g, ''))

const TEXT_RULES: [RegExp, string | ((...m: string[]) => string)][] = [
  // Authorization: Bearer … / Basic …
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, (_m, scheme) => `${scheme} ${REDACTED}`],
  // A JWT anywhere (three base64url parts, the first a JSON header).
  [/\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g, REDACTED],
  // Our API tokens and the providers' keys that carry a prefix (sb_secret_…, sk-…).
  [/\b(?:sb_secret|sb_publishable|sk|rk|pk)[-_][A-Za-z0-9_-]{16,}/g, REDACTED],
  // Query or form values of secret parameters: token=…, code=…, access_token=…, key=…, password=…
  [
    /([?&;\s"']|^)((?:access_|refresh_|api_|id_)?token|code|key|password|secret|signature|sig|otp|email|phone)=([^&\s"'#]+)/gi,
    (_m, lead, name) => `${lead}${name}=${REDACTED}`,
  ],
  // E-mail addresses.
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g, REDACTED],
  // Phones: a Russian number in any usual spelling (+7 999 123-45-67, 8(999)1234567, 79991234567) or any +NNN… international
  // one; never a part of a longer word, uuid or number (order ids and uuids stay readable).
  [/(?<![\w+-])(?:\+7|8|7)[\s(-]*\d{3}[\s)-]*\d{3}[\s-]*\d{2}[\s-]*\d{2}(?![\w-])/g, REDACTED],
  [/(?<![\w+])\+\d[\d\s()-]{8,16}\d(?![\w-])/g, REDACTED],
  // A sign-in code in words: «Код для входа: 1234», «code: 123456», «code is 4821» (not «error code 23505»).
  // The dev outbox's call: «Код — последние 4 цифры: 1234».
  [/((?:код(?:[^\n]{0,60}?[:—=-]\s*|\s+)|\bcode(?:\s+is\s+|\s*[:=]\s*)))\d{4,8}\b/gi, (_m, lead) => `${lead}${REDACTED}`],
]

/** Masks phones, e-mails, sign-in codes, bearer/JWT tokens and secret query values in a piece of text. */
export function redactText(text: string): string {
  let out = text
  for (const [re, to] of TEXT_RULES) out = out.replace(re, to as string)
  return out
}

function redactValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactText(value)
  if (value === null || typeof value !== 'object') return value
  if (depth > 6) return '[…]'
  if (Array.isArray(value)) return value.map((v) => redactValue(v, depth + 1))
  if (value instanceof Error) return redactText(value.message)
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) {
    out[k] = v == null || typeof v === 'boolean' ? v : keyIsSecret(k) || isSignInCode(k, v) ? REDACTED : redactValue(v, depth + 1)
  }
  return out
}

/** The same masking for a structured value (fields of a log line). */
export const redact = (value: unknown): unknown => redactValue(value, 0)
