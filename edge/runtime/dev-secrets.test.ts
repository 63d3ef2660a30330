// Development secrets: generated once into DATA_DIR/secrets.json (0600, atomic), reused, never from the source.
import { mkdtemp, readFile, rm, stat, writeFile, chmod, readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { DEV_SECRETS_FILE, DevSecretsError, loadDevSecrets } from './dev-secrets.server'
import { readProcessSettings, readSettings } from '../settings'

const dirs: string[] = []
const freshDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'dev-secrets-'))
  dirs.push(dir)
  return dir
}
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true })
})
afterEach(() => {
  vi.unstubAllEnvs()
})

const HEX64 = /^[0-9a-f]{64}$/
const modeOf = async (path: string) => (await stat(path)).mode & 0o777

describe('loadDevSecrets', () => {
  it('creates random secrets on first start, owner-only, and reuses them later', async () => {
    const dir = await freshDir()
    const first = await loadDevSecrets(join(dir, 'data'))
    expect(first.APP_JWT_SECRET).toMatch(HEX64)
    expect(first.TESTBANK_SECRET).toMatch(HEX64)
    expect(first.APP_JWT_SECRET).not.toBe(first.TESTBANK_SECRET)
    const file = join(dir, 'data', DEV_SECRETS_FILE)
    if (process.platform !== 'win32') expect(await modeOf(file)).toBe(0o600)
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(first)
    expect(await loadDevSecrets(join(dir, 'data'))).toEqual(first)
    // No temporary files left behind.
    expect(await readdir(join(dir, 'data'))).toEqual([DEV_SECRETS_FILE])
    // Another data folder, other secrets: nothing comes from the source.
    expect((await loadDevSecrets(await freshDir())).APP_JWT_SECRET).not.toBe(first.APP_JWT_SECRET)
  })

  it('gives servers starting at the same moment one and the same secrets', async () => {
    const dir = await freshDir()
    const all = await Promise.all(Array.from({ length: 6 }, () => loadDevSecrets(dir)))
    for (const s of all) expect(s).toEqual(all[0])
    expect(await readdir(dir)).toEqual([DEV_SECRETS_FILE])
  })

  it('narrows a file someone made readable to others', async () => {
    if (process.platform === 'win32') return
    const dir = await freshDir()
    const first = await loadDevSecrets(dir)
    await chmod(join(dir, DEV_SECRETS_FILE), 0o644)
    expect(await loadDevSecrets(dir)).toEqual(first)
    expect(await modeOf(join(dir, DEV_SECRETS_FILE))).toBe(0o600)
  })

  it('adds a secret an older file lacks and keeps the ones it has', async () => {
    const dir = await freshDir()
    const jwt = 'a'.repeat(64)
    await writeFile(join(dir, DEV_SECRETS_FILE), JSON.stringify({ APP_JWT_SECRET: jwt }), { mode: 0o600 })
    const loaded = await loadDevSecrets(dir)
    expect(loaded.APP_JWT_SECRET).toBe(jwt)
    expect(loaded.TESTBANK_SECRET).toMatch(HEX64)
    expect(await loadDevSecrets(dir)).toEqual(loaded)
  })

  it('gives a file of an earlier version, which kept only the old SUPABASE_JWT_SECRET, a new app secret of its own', async () => {
    const dir = await freshDir()
    const old = { SUPABASE_JWT_SECRET: 'a'.repeat(64), TESTBANK_SECRET: 'b'.repeat(64) }
    await writeFile(join(dir, DEV_SECRETS_FILE), JSON.stringify(old), { mode: 0o600 })
    const loaded = await loadDevSecrets(dir)
    // Sessions signed with the old key end: a new secret, not the old one carried over.
    expect(loaded.APP_JWT_SECRET).toMatch(HEX64)
    expect(loaded.APP_JWT_SECRET).not.toBe(old.SUPABASE_JWT_SECRET)
    expect(loaded.TESTBANK_SECRET).toBe(old.TESTBANK_SECRET)
    expect(await loadDevSecrets(dir)).toEqual(loaded)
  })

  it('refuses a damaged file in Russian instead of quietly replacing it', async () => {
    const dir = await freshDir()
    await writeFile(join(dir, DEV_SECRETS_FILE), '{ not json', { mode: 0o600 })
    await expect(loadDevSecrets(dir)).rejects.toThrow(DevSecretsError)
    await expect(loadDevSecrets(dir)).rejects.toThrow(/повреждён: удалите его/)
    await writeFile(join(dir, DEV_SECRETS_FILE), JSON.stringify({ APP_JWT_SECRET: 'short', TESTBANK_SECRET: 'b'.repeat(64) }))
    await expect(loadDevSecrets(dir)).rejects.toThrow(/повреждён/)
  })
})

describe('readProcessSettings with kept secrets', () => {
  const env = (vars: Record<string, string>) => {
    for (const key of ['APP_ENV', 'APP_JWT_SECRET', 'SUPABASE_JWT_SECRET', 'TESTBANK_SECRET', 'DATABASE_URL']) vi.stubEnv(key, '')
    for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value)
  }

  it('takes unset development secrets from DATA_DIR, the same on every start', async () => {
    const dir = await freshDir()
    env({ DATA_DIR: dir })
    const a = await readProcessSettings(loadDevSecrets)
    const b = await readProcessSettings(loadDevSecrets)
    expect(a.APP_JWT_SECRET).toMatch(HEX64)
    expect(b.APP_JWT_SECRET).toBe(a.APP_JWT_SECRET)
    expect(b.TESTBANK_SECRET).toBe(a.TESTBANK_SECRET)
    expect(JSON.parse(await readFile(join(dir, DEV_SECRETS_FILE), 'utf8'))).toEqual({ APP_JWT_SECRET: a.APP_JWT_SECRET, TESTBANK_SECRET: a.TESTBANK_SECRET })
  })

  it('prefers secrets the environment sets and then writes no file', async () => {
    const dir = await freshDir()
    env({ DATA_DIR: dir, APP_ENV: 'test', APP_JWT_SECRET: 'j'.repeat(40), TESTBANK_SECRET: 't'.repeat(20) })
    const s = await readProcessSettings(loadDevSecrets)
    expect([s.APP_JWT_SECRET, s.TESTBANK_SECRET]).toEqual(['j'.repeat(40), 't'.repeat(20)])
    expect(await readdir(dir)).toEqual([])
  })

  it('never generates secrets in production: the JWT secret must be set', async () => {
    const dir = await freshDir()
    env({ DATA_DIR: dir, APP_ENV: 'production' })
    const keep = vi.fn(loadDevSecrets)
    await expect(readProcessSettings(keep)).rejects.toThrow(/APP_JWT_SECRET: обязателен в production/)
    expect(keep).not.toHaveBeenCalled()
    expect(await readdir(dir)).toEqual([])
  })

  it('without a keeper (tests, scripts) gives random secrets of its own, never a constant', () => {
    const a = readSettings({ APP_ENV: 'test' })
    const b = readSettings({ APP_ENV: 'test' })
    expect(a.APP_JWT_SECRET).toMatch(HEX64)
    expect(a.APP_JWT_SECRET).not.toBe(b.APP_JWT_SECRET)
    expect(a.TESTBANK_SECRET).not.toBe(b.TESTBANK_SECRET)
  })
})
