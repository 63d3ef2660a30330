// One Russian line for a database the server cannot reach at start-up: the host and port from DATABASE_URL (never its
// user or password) and the reason in words, instead of a driver's stack trace.

/** `host:port` of a postgres:// URL (the first host of a list; 5432 when no port is given). */
export function dbAddress(url: string): string {
  const authority = url.replace(/^[a-z]+:\/\//i, '').split(/[/?#]/)[0] ?? ''
  const hosts = authority.slice(authority.lastIndexOf('@') + 1)
  const first = hosts.split(',')[0] ?? ''
  if (!first) return 'localhost:5432'
  const hasPort = first.startsWith('[') ? /\]:\d+$/.test(first) : first.includes(':')
  return hasPort ? first : `${first}:5432`
}

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'соединение отклонено',
  ENOTFOUND: 'такой адрес не найден',
  EAI_AGAIN: 'такой адрес не найден',
  ETIMEDOUT: 'нет ответа',
  CONNECT_TIMEOUT: 'нет ответа',
  EHOSTUNREACH: 'адрес недоступен',
  ENETUNREACH: 'адрес недоступен',
  ECONNRESET: 'соединение разорвано',
  '28P01': 'неверное имя пользователя или пароль',
  '28000': 'доступ запрещён',
  '3D000': 'такой базы данных нет',
}

/** «Не удалось подключиться к базе данных host:port: причина», without the password even if the driver quotes it. */
export function describeDbConnectError(url: string, error: unknown): string {
  const err = (error ?? {}) as { code?: unknown; message?: unknown; errors?: unknown }
  // Node reports a host with several addresses (localhost: ::1 and 127.0.0.1) as an AggregateError of per-address errors.
  const inner = Array.isArray(err.errors) ? (err.errors[0] as { code?: unknown } | undefined) : undefined
  const code = String(err.code ?? inner?.code ?? '')
  let reason = REASONS[code]
  if (!reason) {
    const message = String(err.message ?? error).split('\n')[0]!.slice(0, 200)
    let password = ''
    try {
      password = decodeURIComponent(new URL(url).password)
    } catch {
      // not a URL the WHATWG parser takes (a host list): nothing to hide beyond what the driver wrote
    }
    reason = password ? message.split(password).join('***') : message
  }
  return `Не удалось подключиться к базе данных ${dbAddress(url)}: ${reason}`
}
