import { describe, expect, it } from 'vitest'
import type { TestDb } from '../../tests/helpers/test-db'
import { testDeps } from '../../tests/helpers/app-deps'
import { createApp } from '../app'
import type { AppDeps } from '../context'
import { useTestDeps } from '../../tests/helpers/test-app'

let t: TestDb
let deps: AppDeps
useTestDeps((made) => ({ t, deps } = made))

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
const lastAlert = async (app = createApp(deps)) => {
  const res = await app.request('/graphql', json({ query: '{ getLastActiveMassAlert { isActive text } }' }))
  return ((await res.json()) as { data: { getLastActiveMassAlert: unknown } }).data.getLastActiveMassAlert
}

describe('mass alert over HTTP', () => {
  it('GraphQL answers null while no alert is active', async () => {
    expect(await lastAlert()).toBeNull()
  })

  it('POST /dev/mass-alert sets the alert that getLastActiveMassAlert then returns, and takes it down', async () => {
    const app = createApp(deps)
    const set = await app.request('/dev/mass-alert', json({ text: 'Плановые работы ночью' }))
    expect(set.status).toBe(200)
    expect(await set.json()).toEqual({ massAlert: { isActive: true, text: 'Плановые работы ночью' } })
    expect(await lastAlert(app)).toEqual({ isActive: true, text: 'Плановые работы ночью' })

    const off = await app.request('/dev/mass-alert', json({ isActive: false }))
    expect(await off.json()).toEqual({ massAlert: null })
    expect(await lastAlert(app)).toBeNull()
  })

  it('answers 400 with a Russian message for an active alert without text', async () => {
    const res = await createApp(deps).request('/dev/mass-alert', json({ isActive: true }))
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('Впиши текст объявления')
  })

  it('does not exist in production', async () => {
    const prod = await testDeps(t.db, { APP_ENV: 'production', APP_JWT_SECRET: '3f9c1d7e5a2b8c04f6e1d9a7b3c5e8f2a4d6c1b9e7f3a5d2', SUPPORT_PHONE: '+7 (495) 000-00-01', SUPPORT_EMAIL: 'help@kampus.test', LEGAL_ENTITY_NAME: 'ООО «Тест»', LEGAL_INN: '7700000000', LEGAL_OGRN: '1027700000000', LEGAL_ADDRESS: '101000, Москва, ул. Тестовая, д. 1' })
    try {
      const res = await createApp(prod).request('/dev/mass-alert', json({ text: 'Нельзя' }))
      expect(res.status).toBe(404)
      expect(await lastAlert()).toBeNull()
    } finally {
      await prod.realtime.stop()
    }
  })
})
