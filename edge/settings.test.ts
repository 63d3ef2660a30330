import { describe, expect, it } from 'vitest'
import { readSettings, SettingsError } from './settings'

describe('readSettings', () => {
  it('gives working defaults for an empty environment', () => {
    const s = readSettings({})
    expect(s.PORT).toBe(3000)
    expect(s.APP_ENV).toBe('development')
    expect(s.DATABASE_URL).toBeUndefined()
    expect(s.DATA_DIR).toBe('.data')
  })

  it('reads PORT and treats empty strings as unset', () => {
    expect(readSettings({ PORT: '4321', DATABASE_URL: '' }).PORT).toBe(4321)
  })

  it('names the variable of a bad value in plain words', () => {
    expect(() => readSettings({ PORT: 'abc' })).toThrow(SettingsError)
    expect(() => readSettings({ PORT: 'abc' })).toThrow(/PORT/)
    expect(() => readSettings({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: должен начинаться с postgres/)
  })

  it('refuses the development JWT secret in production', () => {
    expect(() => readSettings({ APP_ENV: 'production' })).toThrow(/SUPABASE_JWT_SECRET/)
    expect(readSettings({ APP_ENV: 'production', SUPABASE_JWT_SECRET: 'x'.repeat(40) }).APP_ENV).toBe('production')
  })
})

describe('.env.example', () => {
  it('lists every variable the settings module reads, each with a comment', async () => {
    const { readFile } = await import('node:fs/promises')
    const { SETTINGS_KEYS } = await import('./settings')
    const lines = (await readFile('.env.example', 'utf8')).split('\n')
    for (const key of SETTINGS_KEYS) {
      const at = lines.findIndex((l) => l.startsWith(`${key}=`))
      expect(at, key).toBeGreaterThan(0)
      expect(lines.slice(0, at).reverse().find((l) => !/^[A-Z_]+=/.test(l)), key).toMatch(/^#/)
    }
  })
})
