// A Workers deployment without Supabase Realtime is refused before it serves anything; one without a cloud OCR
// provider is told so in its log and in /api/health, not at a student's first photo.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readSettings } from '../settings'
import { createApp } from '../app'
import { testDb } from '../../tests/helpers/test-db'
import { testDeps } from '../../tests/helpers/app-deps'
import { checkWorkerSettings, OCR_ON_WORKERS_WARNING } from './worker-settings'
import { serverEntry } from './worker.server'

const supabase = { REALTIME_PROVIDER: 'supabase', SUPABASE_URL: 'https://project.supabase.test', SUPABASE_SECRET_KEY: 'sb_secret_x', SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x', SUPABASE_JWT_SECRET: 'supabase-secret-0123456789abcdef0123456789' }

afterEach(() => vi.unstubAllGlobals())

describe('checkWorkerSettings', () => {
  it('refuses the Postgres realtime provider and warns of tesseract', () => {
    const check = checkWorkerSettings(readSettings({ APP_ENV: 'test' }))
    expect(check.fatal).toEqual([expect.stringContaining('REALTIME_PROVIDER: на Workers нужен supabase')])
    expect(check.warnings).toEqual([OCR_ON_WORKERS_WARNING])
  })

  it('passes Supabase Realtime with the Yandex OCR provider', () => {
    const check = checkWorkerSettings(readSettings({ APP_ENV: 'test', ...supabase, OCR_PROVIDER: 'yandex', YANDEX_VISION_API_KEY: 'key' }))
    expect(check).toEqual({ fatal: [], warnings: [] })
  })
})

describe('on Workers', () => {
  it('the Worker answers nothing without Supabase Realtime, naming the setting', async () => {
    const worker = await serverEntry(() => {})
    const env = { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', APP_JWT_SECRET: 'worker-settings-test-secret-0123456789abcdef', SUPPORT_PHONE: '+7 (495) 000-00-01', SUPPORT_EMAIL: 'help@kampus.test', LEGAL_ENTITY_NAME: 'ООО «Тест»', LEGAL_INN: '7700000000', LEGAL_OGRN: '1027700000000', LEGAL_ADDRESS: '101000, Москва, ул. Тестовая, д. 1', LOG_LEVEL: 'silent' }
    await expect(worker.fetch(new Request('http://worker.test/'), env, { waitUntil: () => {} })).rejects.toThrow(/Worker не запущен: REALTIME_PROVIDER: на Workers нужен supabase/)
  })

  it('/api/health lists the missing OCR provider there, and nothing on Node', async () => {
    const t = await testDb()
    const deps = await testDeps(t.db)
    try {
      const node = await (await createApp(deps).request('/api/health')).json()
      expect(node).not.toHaveProperty('warnings')
      // The Worker entry's deps say where they run (edge/runtime/worker.server.ts).
      const workers = await (await createApp({ ...deps, runtime: 'workers' }).request('/api/health')).json()
      expect(workers).toMatchObject({ ok: true, warnings: [OCR_ON_WORKERS_WARNING] })
    } finally {
      await deps.realtime.stop()
      await t.dispose()
    }
  })
})
