import { describe, expect, it } from 'vitest'
import { LEGAL_KEYS, readSettings, SettingsError } from './settings'

// What production requires besides secrets: the contacts and details the legal pages publish.
const LEGAL = { SUPPORT_PHONE: '+7 (495) 000-00-01', SUPPORT_EMAIL: 'help@kampus.test', LEGAL_ENTITY_NAME: 'ООО «Тест»', LEGAL_INN: '7700000000', LEGAL_OGRN: '1027700000000', LEGAL_ADDRESS: '101000, Москва, ул. Тестовая, д. 1' }

describe('readSettings', () => {
  it('gives working defaults for an empty environment', () => {
    const s = readSettings({})
    expect(s.PORT).toBe(3000)
    expect(s.APP_ENV).toBe('development')
    expect(s.DATABASE_URL).toBeUndefined()
    expect(s.DATA_DIR).toBe('.data')
    // A development (or test) server listens on loopback only unless HOST says otherwise; production on all interfaces.
    expect(s.HOST).toBe('127.0.0.1')
    expect(readSettings({ APP_ENV: 'test' }).HOST).toBe('127.0.0.1')
    expect(readSettings({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0')
    expect(readSettings({ APP_ENV: 'production', APP_JWT_SECRET: '3f9c1d7e5a2b8c04f6e1d9a7b3c5e8f2a4d6c1b9e7f3a5d2', ...LEGAL }).HOST).toBe('0.0.0.0')
    expect(readSettings({ APP_ENV: 'production', APP_JWT_SECRET: '3f9c1d7e5a2b8c04f6e1d9a7b3c5e8f2a4d6c1b9e7f3a5d2', HOST: '10.0.0.5', ...LEGAL }).HOST).toBe('10.0.0.5')
  })

  it('reads PORT and treats empty strings as unset', () => {
    expect(readSettings({ PORT: '4321', DATABASE_URL: '' }).PORT).toBe(4321)
  })

  it('names the variable of a bad value in plain words', () => {
    expect(() => readSettings({ PORT: 'abc' })).toThrow(SettingsError)
    expect(() => readSettings({ PORT: 'abc' })).toThrow(/PORT/)
    expect(() => readSettings({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: должен начинаться с postgres/)
  })

  it('requires the app\'s own secret in production and refuses the ones earlier versions published', () => {
    expect(() => readSettings({ APP_ENV: 'production' })).toThrow(/APP_JWT_SECRET: обязателен в production/)
    // The Supabase project's secret is no stand-in for it.
    expect(() => readSettings({ APP_ENV: 'production', SUPABASE_JWT_SECRET: 'x'.repeat(40), ...LEGAL })).toThrow(/APP_JWT_SECRET: обязателен в production/)
    expect(readSettings({ APP_ENV: 'production', APP_JWT_SECRET: '3f9c1d7e5a2b8c04f6e1d9a7b3c5e8f2a4d6c1b9e7f3a5d2', ...LEGAL }).APP_ENV).toBe('production')
    for (const key of ['APP_JWT_SECRET', 'SUPABASE_JWT_SECRET']) {
      const published = { APP_JWT_SECRET: '3f9c1d7e5a2b8c04f6e1d9a7b3c5e8f2a4d6c1b9e7f3a5d2', [key]: 'dev-only-supabase-jwt-secret-change-me-0123456789' }
      expect(() => readSettings({ APP_ENV: 'production', ...published, ...LEGAL })).toThrow(new RegExp(`${key}: в production нужен свой секрет`))
    }
    expect(() => readSettings({ APP_ENV: 'production', APP_JWT_SECRET: '3f9c1d7e5a2b8c04f6e1d9a7b3c5e8f2a4d6c1b9e7f3a5d2', TESTBANK_SECRET: 'dev-only-testbank-secret-0123456789', ...LEGAL })).toThrow(/TESTBANK_SECRET/)
  })

  it('refuses a predictable secret in production, however long', () => {
    for (const weak of ['a'.repeat(32), 'x'.repeat(64), 'secret'.repeat(8)]) {
      expect(() => readSettings({ APP_ENV: 'production', APP_JWT_SECRET: weak, ...LEGAL }), weak).toThrow(/APP_JWT_SECRET: (слишком предсказуем|это повторение)/)
    }
    // Outside production a test may still use a plain one.
    expect(readSettings({ APP_ENV: 'test', APP_JWT_SECRET: 'a'.repeat(32) }).APP_JWT_SECRET).toBe('a'.repeat(32))
  })

  it('requires support contacts and company details in production, checked in plain words, optional elsewhere', () => {
    const base = { APP_ENV: 'production', APP_JWT_SECRET: '3f9c1d7e5a2b8c04f6e1d9a7b3c5e8f2a4d6c1b9e7f3a5d2' }
    for (const key of LEGAL_KEYS) {
      expect(() => readSettings({ ...base, ...LEGAL, [key]: '' }), key).toThrow(new RegExp(`${key}: обязателен в production`))
    }
    expect(readSettings({ ...base, ...LEGAL }).LEGAL_INN).toBe('7700000000')
    expect(readSettings({}).SUPPORT_PHONE).toBeUndefined()
    expect(() => readSettings({ SUPPORT_EMAIL: 'нет' })).toThrow(/SUPPORT_EMAIL: ожидается адрес e-mail/)
    expect(() => readSettings({ SUPPORT_PHONE: 'звоните' })).toThrow(/SUPPORT_PHONE: ожидается телефон/)
    expect(() => readSettings({ LEGAL_INN: '123' })).toThrow(/LEGAL_INN: ожидается ИНН/)
    expect(() => readSettings({ LEGAL_OGRN: '12' })).toThrow(/LEGAL_OGRN: ожидается ОГРН/)
  })

  it('has no secret in the source: unset ones are random, or the ones handed in (DATA_DIR/secrets.json)', () => {
    const a = readSettings({})
    expect(a.APP_JWT_SECRET).toMatch(/^[0-9a-f]{64}$/)
    expect(readSettings({}).APP_JWT_SECRET).not.toBe(a.APP_JWT_SECRET)
    const kept = { APP_JWT_SECRET: 'k'.repeat(64), TESTBANK_SECRET: 'b'.repeat(64) }
    expect(readSettings({}, kept)).toMatchObject(kept)
    expect(readSettings({ APP_JWT_SECRET: 'e'.repeat(32) }, kept)).toMatchObject({ APP_JWT_SECRET: 'e'.repeat(32), TESTBANK_SECRET: kept.TESTBANK_SECRET })
    // The Supabase project's secret is the project's: never made up here.
    expect(a.SUPABASE_JWT_SECRET).toBeUndefined()
  })

  it('refuses the app\'s secret equal to the Supabase project\'s, saying why', () => {
    const same = { APP_JWT_SECRET: '7d2e9a4c1f8b3e6d0a5c9f2b7e4d1a8c6f3b0e9d', SUPABASE_JWT_SECRET: '7d2e9a4c1f8b3e6d0a5c9f2b7e4d1a8c6f3b0e9d' }
    expect(() => readSettings({ APP_ENV: 'production', ...same, ...LEGAL })).toThrow(/APP_JWT_SECRET: совпадает с SUPABASE_JWT_SECRET: .*Data API Supabase/)
    expect(() => readSettings(same)).toThrow(/APP_JWT_SECRET: совпадает с SUPABASE_JWT_SECRET/)
    expect(readSettings({ APP_ENV: 'production', ...same, SUPABASE_JWT_SECRET: 't'.repeat(40), ...LEGAL }).SUPABASE_JWT_SECRET).toBe('t'.repeat(40))
  })
})

describe('Supabase keys', () => {
  it('takes each kind of API key under its own name only, and never a secret key for browsers', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJl'
    expect(readSettings({ SUPABASE_ANON_KEY: jwt, SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abc', SUPABASE_SECRET_KEY: 'sb_secret_abc' })).toMatchObject({ SUPABASE_ANON_KEY: jwt })
    expect(() => readSettings({ SUPABASE_PUBLISHABLE_KEY: 'sb_secret_abc' })).toThrow(/SUPABASE_PUBLISHABLE_KEY: ожидается публикуемый ключ вида sb_publishable_/)
    expect(() => readSettings({ SUPABASE_ANON_KEY: 'sb_secret_abc' })).toThrow(/SUPABASE_ANON_KEY: ожидается ключ anon \(JWT\)/)
    expect(() => readSettings({ SUPABASE_ANON_KEY: 'sb_publishable_abc' })).toThrow(/задаётся в SUPABASE_PUBLISHABLE_KEY/)
    expect(() => readSettings({ SUPABASE_SECRET_KEY: 'sb_publishable_abc' })).toThrow(/SUPABASE_SECRET_KEY: ожидается секретный ключ вида sb_secret_/)
    expect(() => readSettings({ SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_abc' })).toThrow(/задаётся в SUPABASE_SECRET_KEY/)
  })

  it('takes a private ES256 or RS256 JWK with kid as the signing key, and says what is wrong with any other', async () => {
    const { newSigningKey } = await import('../tests/fakes/supabase-jwt')
    for (const alg of ['ES256', 'RS256'] as const) {
      const key = await newSigningKey(alg)
      expect(readSettings({ SUPABASE_JWT_SIGNING_KEY: JSON.stringify(key) }).SUPABASE_JWT_SIGNING_KEY).toBe(JSON.stringify(key))
    }
    const { d: _d, ...publicOnly } = await newSigningKey('ES256')
    const { kid: _kid, ...noKid } = await newSigningKey('ES256')
    const bad = (v: unknown) => () => readSettings({ SUPABASE_JWT_SIGNING_KEY: typeof v === 'string' ? v : JSON.stringify(v) })
    expect(bad('not json')).toThrow(/SUPABASE_JWT_SIGNING_KEY: ожидается закрытый ключ в формате JWK/)
    expect(bad({ keys: [] })).toThrow(/поддерживаются ключи ES256 \(EC P-256\) и RS256/)
    expect(bad(publicOnly)).toThrow(/это открытый ключ: нужен закрытый/)
    expect(bad(noKid)).toThrow(/у ключа нет kid/)
    expect(bad({ ...publicOnly, d: 'x', crv: 'P-384' })).toThrow(/поддерживаются ключи ES256/)
    expect(bad({ ...noKid, kid: 'k', alg: 'RS256' })).toThrow(/alg RS256 не подходит к ключу ES256/)
  })
})

describe('storage settings', () => {
  const S3 = {
    STORAGE_PROVIDER: 's3',
    STORAGE_S3_ENDPOINT: 'https://abcdefgh.supabase.co/storage/v1/s3',
    STORAGE_S3_REGION: 'eu-central-1',
    STORAGE_S3_BUCKET: 'uploads',
    STORAGE_S3_ACCESS_KEY_ID: 'key-id',
    STORAGE_S3_SECRET_ACCESS_KEY: 'secret',
  }

  it('keeps files in Postgres by default, and takes a full S3 set', () => {
    expect(readSettings({}).STORAGE_PROVIDER).toBe('local')
    expect(readSettings(S3)).toMatchObject(S3)
  })

  it('names every missing S3 setting when the provider is s3, in Russian', () => {
    const problems = (() => {
      try {
        readSettings({ STORAGE_PROVIDER: 's3', STORAGE_S3_ENDPOINT: S3.STORAGE_S3_ENDPOINT })
      } catch (e) {
        return (e as SettingsError).problems
      }
      return []
    })()
    expect(problems).toEqual([
      'STORAGE_S3_REGION: нужен при STORAGE_PROVIDER=s3',
      'STORAGE_S3_BUCKET: нужен при STORAGE_PROVIDER=s3',
      'STORAGE_S3_ACCESS_KEY_ID: нужен при STORAGE_PROVIDER=s3',
      'STORAGE_S3_SECRET_ACCESS_KEY: нужен при STORAGE_PROVIDER=s3',
    ])
  })

  it('refuses a bad provider, endpoint or bucket name in plain words', () => {
    expect(() => readSettings({ STORAGE_PROVIDER: 'ftp' })).toThrow(/STORAGE_PROVIDER: ожидается local или s3/)
    expect(() => readSettings({ ...S3, STORAGE_S3_ENDPOINT: 'supabase' })).toThrow(/STORAGE_S3_ENDPOINT: ожидается адрес/)
    expect(() => readSettings({ ...S3, STORAGE_S3_BUCKET: 'My_Bucket' })).toThrow(/STORAGE_S3_BUCKET: имя бакета/)
  })
})

describe('text recognition settings', () => {
  it('reads images with Tesseract by default and takes Yandex Vision OCR with its key', () => {
    expect(readSettings({})).toMatchObject({ OCR_PROVIDER: 'tesseract', TESSERACT_BIN: 'tesseract', OCR_TIMEOUT_MS: 60_000 })
    expect(readSettings({ OCR_PROVIDER: 'yandex', YANDEX_VISION_API_KEY: 'AQVN-key', YANDEX_FOLDER_ID: 'b1gexamplefolder0001' })).toMatchObject({
      OCR_PROVIDER: 'yandex',
      YANDEX_VISION_BASE_URL: 'https://ocr.api.cloud.yandex.net',
    })
  })

  it('refuses yandex without a key, a bad folder id, a bad provider, and plain http in production, in Russian', () => {
    expect(() => readSettings({ OCR_PROVIDER: 'yandex' })).toThrow(/YANDEX_VISION_API_KEY: нужен при OCR_PROVIDER=yandex/)
    expect(() => readSettings({ OCR_PROVIDER: 'yandex', YANDEX_VISION_API_KEY: 'k', YANDEX_FOLDER_ID: 'folder' })).toThrow(/YANDEX_FOLDER_ID: ожидается идентификатор каталога/)
    expect(() => readSettings({ OCR_PROVIDER: 'abbyy' })).toThrow(/OCR_PROVIDER: ожидается tesseract или yandex/)
    const production = { APP_ENV: 'production', APP_JWT_SECRET: '3f9c1d7e5a2b8c04f6e1d9a7b3c5e8f2a4d6c1b9e7f3a5d2', ...LEGAL, OCR_PROVIDER: 'yandex', YANDEX_VISION_API_KEY: 'k' }
    expect(() => readSettings({ ...production, YANDEX_VISION_BASE_URL: 'http://ocr.example' })).toThrow(/YANDEX_VISION_BASE_URL: в production только https/)
    expect(readSettings(production).OCR_PROVIDER).toBe('yandex')
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
