import { describe, expect, it } from 'vitest'
import { dbAddress, describeDbConnectError } from './connect-error'

describe('describeDbConnectError', () => {
  it('names host and port, never the user or password', () => {
    const line = describeDbConnectError('postgres://admin:s3cr3t@db.example:5999/app?sslmode=require', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))
    expect(line).toBe('Не удалось подключиться к базе данных db.example:5999: соединение отклонено')
    expect(line).not.toMatch(/admin|s3cr3t/)
  })

  it('puts words on the usual failures and hides a password the driver quotes', () => {
    const url = 'postgresql://u:pa%40ss@127.0.0.1/x'
    expect(describeDbConnectError(url, { code: '28P01' })).toBe('Не удалось подключиться к базе данных 127.0.0.1:5432: неверное имя пользователя или пароль')
    expect(describeDbConnectError(url, { code: 'ENOTFOUND' })).toMatch(/такой адрес не найден$/)
    expect(describeDbConnectError(url, new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]))).toMatch(/соединение отклонено$/)
    expect(describeDbConnectError(url, new Error('odd failure for pa@ss\nat stack line'))).toBe('Не удалось подключиться к базе данных 127.0.0.1:5432: odd failure for ***')
  })

  it('reads the address of IPv6, host lists and credentials with @', () => {
    expect(dbAddress('postgres://u:p@[::1]:6543/db')).toBe('[::1]:6543')
    expect(dbAddress('postgres://u:p@[::1]/db')).toBe('[::1]:5432')
    expect(dbAddress('postgres://a:b@h1:5433,h2:5434/db')).toBe('h1:5433')
    expect(dbAddress('postgres://localhost')).toBe('localhost:5432')
  })
})
