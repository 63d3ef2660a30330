// Fake SMS.ru (https://sms.ru/api): /sms/send and /code/call with api_id checks and SMS.ru's JSON answers and status codes.
import { Hono } from 'hono'
import { fields } from './serve'

export type TSmsRuFake = {
  app: Hono
  sms: { to: string; msg: string; from?: string }[]
  calls: { phone: string; ip: string; code: string; callingNumber: string }[]
  /** Numbers the operator refuses (per-number status_code 207). */
  refuse: Set<string>
}

const error = (status_code: number, status_text: string) => ({ status: 'ERROR', status_code, status_text })

export function createSmsRuFake(opts: { apiId: string }): TSmsRuFake {
  const fake: TSmsRuFake = { app: new Hono(), sms: [], calls: [], refuse: new Set() }
  let seq = 0

  fake.app.all('/sms/send', async (c) => {
    const f = await fields(c)
    // Without json=1 SMS.ru answers in its plain-text format, which a JSON client cannot read.
    if (f.json !== '1') return c.text('200\n')
    if (f.api_id !== opts.apiId) return c.json(error(200, 'Неправильный api_id'))
    if (!f.msg) return c.json(error(203, 'Нет текста сообщения'))
    if (!f.to) return c.json(error(202, 'Неправильно указан номер телефона получателя, либо на него нет маршрута'))
    const sms: Record<string, unknown> = {}
    for (const to of f.to.split(',')) {
      if (!/^7\d{10}$/.test(to)) sms[to] = error(202, 'Неправильно указан номер телефона получателя, либо на него нет маршрута')
      else if (fake.refuse.has(to)) sms[to] = error(207, 'На этот номер (или один из номеров) нельзя отправлять сообщения')
      else {
        fake.sms.push({ to, msg: f.msg, ...(f.from && { from: f.from }) })
        sms[to] = { status: 'OK', status_code: 100, sms_id: `000000-${++seq}` }
      }
    }
    return c.json({ status: 'OK', status_code: 100, sms, balance: 4122.56 })
  })

  fake.app.all('/code/call', async (c) => {
    const f = await fields(c)
    if (f.api_id !== opts.apiId) return c.json(error(200, 'Неправильный api_id'))
    if (!f.phone || !/^7\d{10}$/.test(f.phone)) return c.json(error(202, 'Неправильно указан номер телефона'))
    if (!f.ip) return c.json(error(301, 'Не указан IP адрес пользователя'))
    if (fake.refuse.has(f.phone)) return c.json(error(207, 'На этот номер нельзя совершить звонок'))
    const callingNumber = `7900${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
    const code = callingNumber.slice(-4)
    fake.calls.push({ phone: f.phone, ip: f.ip, code, callingNumber })
    return c.json({ status: 'OK', code, call_id: `000000-${++seq}`, cost: 0.4, balance: 4122.16 })
  })

  return fake
}
