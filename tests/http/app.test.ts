import { describe, expect, it } from 'vitest'
import { createApp } from '../../edge/app'
import type { TestDb } from '../helpers/test-db'
import { withSettings } from '../helpers/app-deps'
import type { AppDeps } from '../../edge/context'
import { useTestDeps } from '../helpers/test-app'

let t: TestDb
let deps: AppDeps
useTestDeps((made) => ({ t, deps } = made), { BODY_LIMIT_BYTES: '2048' })

describe('app', () => {
  it('answers health with a database round trip', async () => {
    const res = await createApp(deps).request('/api/health')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true, driver: t.db.driver })
  })

  it('answers unknown API paths with JSON 404', async () => {
    const res = await createApp(deps).request('/api/no-such-thing')
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Такого адреса API нет' } })
  })

  it('refuses an oversized body with 413 and a Russian message', async () => {
    const res = await createApp(deps).request('/api/anything', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ blob: 'x'.repeat(4096) }),
    })
    expect(res.status).toBe(413)
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/Слишком большой запрос/)
  })

  it('mounts /dev routes outside production only', async () => {
    const publish = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }
    const inTest = await createApp(deps).request('/dev/realtime/publish', publish)
    expect(inTest.status).toBe(400)
    const prod = withSettings(deps, { APP_ENV: 'production' as const })
    const inProd = await createApp(prod).request('/dev/realtime/publish', publish)
    expect(inProd.status).toBe(404)
  })
})
