// Minimal structured logger: one JSON line per entry in production, readable lines otherwise.
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent'
export type Logger = Record<Exclude<LogLevel, 'silent'>, (msg: string, fields?: Record<string, unknown>) => void>

const ORDER: LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent']

export function createLogger(level: LogLevel, json = false): Logger {
  const min = ORDER.indexOf(level)
  const at =
    (lvl: Exclude<LogLevel, 'silent'>) =>
    (msg: string, fields?: Record<string, unknown>) => {
      if (ORDER.indexOf(lvl) < min) return
      const out = lvl === 'error' || lvl === 'warn' ? console.error : console.log
      if (json) out(JSON.stringify({ level: lvl, msg, ...fields, at: new Date().toISOString() }))
      else out(fields ? `[${lvl}] ${msg} ${JSON.stringify(fields)}` : `[${lvl}] ${msg}`)
    }
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') }
}
