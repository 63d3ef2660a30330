import { describe, expect, it } from 'vitest'
import { deliverToOutbox, listOutbox } from './outbox'
import { createLogger } from '../log'
import { createApp } from '../app'
import type { TestDb } from '../../tests/helpers/test-db'
import { withSettings } from '../../tests/helpers/app-deps'
import type { AppDeps } from '../context'
import { useTestDeps } from '../../tests/helpers/test-app'

let t: TestDb
let deps: AppDeps
useTestDeps((made) => ({ t, deps } = made))

describe('dev outbox', () => {
  it('keeps messages newest first and filters by recipient', async () => {
    const log = createLogger('silent')
    await deliverToOutbox(t.db, log, { channel: 'sms', recipient: '79990000001', body: 'Код: 1234' })
    await deliverToOutbox(t.db, log, { channel: 'email', recipient: 'a@example.test', subject: 'Вход', body: 'Код: 5678' })
    const all = await listOutbox(t.db)
    expect(all.map((e) => e.body)).toEqual(['Код: 5678', 'Код: 1234'])
    expect((await listOutbox(t.db, { recipient: '79990000001' })).map((e) => e.channel)).toEqual(['sms'])
  })

  it('orders by id as a number, not as text', async () => {
    const log = createLogger('silent')
    for (let i = 0; i < 11; i++) await deliverToOutbox(t.db, log, { channel: 'sms', recipient: 'order-check', body: `n${i}` })
    const bodies = (await listOutbox(t.db, { recipient: 'order-check' })).map((e) => e.body)
    expect(bodies).toEqual(Array.from({ length: 11 }, (_, i) => `n${10 - i}`))
  })

  it('is served as JSON and as an escaped HTML page outside production', async () => {
    await deliverToOutbox(t.db, createLogger('silent'), { channel: 'telegram', recipient: '<b>x</b>', body: 'Код: 0000' })
    const app = createApp(deps)
    const json = (await (await app.request('/dev/outbox?format=json')).json()) as { entries: { recipient: string }[] }
    expect(json.entries[0]?.recipient).toBe('<b>x</b>')
    const page = await (await app.request('/dev/outbox')).text()
    expect(page).toContain('Код: 0000')
    expect(page).toContain('&lt;b&gt;x&lt;/b&gt;')
  })

  it('does not exist in production', async () => {
    const app = createApp(withSettings(deps, { APP_ENV: 'production' }))
    expect((await app.request('/dev/outbox')).status).not.toBe(200)
  })
})
