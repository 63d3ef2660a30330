import { describe, expect, it } from 'vitest'
import { createLogger, redact, redactText, REDACTED, withLogFields } from './log'

const capture = (json = true) => {
  const lines: string[] = []
  return { lines, log: createLogger('debug', json, { write: (line) => lines.push(line) }) }
}

describe('redactText', () => {
  it.each([
    ['+7 (999) 123-45-67', 'Звонок на +7 (999) 123-45-67 не прошёл'],
    ['89991234567', 'sms to 89991234567 failed'],
    ['79991234567', 'target=79991234567'],
    ['+7 999 123 45 67', 'телефон +7 999 123 45 67'],
    ['+380501234567', 'intl +380501234567 refused'],
    ['student.ivanova@mail.ru', 'e-mail student.ivanova@mail.ru bounced'],
    ['a.b+tag@yandex-team.ru', '<a.b+tag@yandex-team.ru>'],
    ['4821', 'Код для входа в Кампус: 4821. Никому его не сообщай.'],
    ['193847', 'your code is 193847'],
    ['5930', 'Входящий звонок с номера +7 (900) 123-5930. Код — последние 4 цифры: 5930'],
    ['7712', 'Код 7712'],
    ['eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c', 'jwt eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c here'],
    ['s3cr3t-api-t0ken', 'Authorization: Bearer s3cr3t-api-t0ken'],
    ['abc123def456', '/api/oauth/callback?state=x&code=abc123def456'],
    ['tok_9f8e7d6c', '/email-unsubscribe?token=tok_9f8e7d6c&x=1'],
    ['sb_secret_0123456789abcdefABCDEF', 'key sb_secret_0123456789abcdefABCDEF leaked'],
  ])('masks %s', (secret, text) => {
    const out = redactText(text)
    expect(out).not.toContain(secret)
    expect(out).toContain(REDACTED)
  })

  it.each([
    'order 9f1c2a4e-7b3d-4c51-8e2f-0a6b5c4d3e21 answered',
    'job 81234567-8901-4234-8567-789012345678 done',
    'unified order 100234 paid, 2 attempts, 1533 ms',
    'GET /api/ai-order/:id/stream 200',
    'error code NOT_FOUND',
    'at 2026-12-01T10:11:12.345Z took 12345678901234 ns',
    'HTTP 503 after 30000 ms',
    'duplicate key value violates unique constraint, error code 23505',
  ])('leaves ordinary ids and numbers alone: %s', (text) => {
    expect(redactText(text)).toBe(text)
  })
})

describe('redact (fields)', () => {
  it('masks secret-named fields whatever they hold and walks nested values', () => {
    const out = redact({
      phone: '79991234567',
      email: 'x@y.ru',
      password: 'hunter2',
      code: 4821,
      headers: { authorization: 'Bearer abc', cookie: 'sid=1' },
      list: ['call +79991234567'],
      orderId: '9f1c2a4e-7b3d-4c51-8e2f-0a6b5c4d3e21',
      status: 200,
      ok: true,
    }) as Record<string, unknown>
    expect(out).toEqual({
      phone: REDACTED,
      email: REDACTED,
      password: REDACTED,
      code: REDACTED,
      headers: { authorization: REDACTED, cookie: REDACTED },
      list: [`call ${REDACTED}`],
      orderId: '9f1c2a4e-7b3d-4c51-8e2f-0a6b5c4d3e21',
      status: 200,
      ok: true,
    })
  })

  it('keeps an error code that is a word or an HTTP status', () => {
    expect(redact({ code: 'NOT_FOUND' })).toEqual({ code: 'NOT_FOUND' })
    expect(redact({ code: 503 })).toEqual({ code: 503 })
  })
})

describe('createLogger', () => {
  it('redacts the message and the fields of every line, JSON or readable', () => {
    for (const json of [true, false]) {
      const { lines, log } = capture(json)
      log.info('[outbox] sms → +7 999 123-45-67: Код для входа в Кампус: 4821', { to: 'student@mail.ru', requestId: 'req-1' })
      withLogFields(log, { job: 'x', jobId: '17' }).error('failed', { error: 'Bearer abc.def' })
      const text = lines.join('\n')
      for (const secret of ['999 123-45-67', '4821', 'student@mail.ru', 'abc.def']) expect(text).not.toContain(secret)
      expect(text).toContain('req-1')
      expect(text).toContain('"jobId":"17"')
    }
  })

  it('adds the context fields (the request id) to every line, the line\'s own fields winning', () => {
    const lines: string[] = []
    let ctx: Record<string, unknown> | undefined = { requestId: 'r-42' }
    const log = createLogger('info', true, { write: (l) => lines.push(l), context: () => ctx })
    log.info('one')
    log.info('two', { requestId: 'own' })
    ctx = undefined
    log.info('three')
    log.debug('below the level')
    expect(lines.map((l) => JSON.parse(l).requestId)).toEqual(['r-42', 'own', undefined])
  })
})
