import { afterEach, describe, expect, it, vi } from 'vitest'
import { ADMIN_VIEW_KEY, API_TOKEN_KEY, authHeaders, clearApiToken, FINGERPRINT_KEY, getApiToken, getFingerprint, isAdminView, ownApiToken, setApiToken } from './credentials'

afterEach(() => vi.unstubAllGlobals())

describe('getFingerprint', () => {
  it('replaces a stored value the server would refuse', () => {
    const items = new Map([[FINGERPRINT_KEY, 'bad value!']])
    vi.stubGlobal('localStorage', { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) })
    const fp = getFingerprint()
    expect(fp).toMatch(/^[A-Za-z0-9_-]{24}$/)
    expect(items.get(FINGERPRINT_KEY)).toBe(fp)
  })

  it('stays stable for the page when localStorage throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    vi.stubGlobal('localStorage', throwing)
    const fp = getFingerprint()
    expect(fp).toMatch(/^[A-Za-z0-9_-]{16,}$/)
    expect(getFingerprint()).toBe(fp)
    expect(getApiToken()).toBeNull()
  })
})

describe('authHeaders', () => {
  it('sends the fingerprint, the bearer token once stored, and a content type only when asked', () => {
    const items = new Map([[FINGERPRINT_KEY, 'fp_0123456789abcdef']])
    vi.stubGlobal('localStorage', { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) })
    expect(authHeaders()).toEqual({ 'x-fingerprint': 'fp_0123456789abcdef' })
    items.set(API_TOKEN_KEY, 'tok.en')
    expect(authHeaders('application/json')).toEqual({ 'x-fingerprint': 'fp_0123456789abcdef', 'content-type': 'application/json', authorization: 'Bearer tok.en' })
  })
})

describe("an administrator's read-only look at a cabinet (sessionStorage)", () => {
  it('sends the look’s token in this tab only, and ending it never drops the stored token', () => {
    const local = new Map([[API_TOKEN_KEY, 'admin.own.token']])
    const session = new Map<string, string>()
    const store = (m: Map<string, string>) => ({ getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) })
    vi.stubGlobal('localStorage', store(local))
    vi.stubGlobal('sessionStorage', store(session))
    expect(getApiToken()).toBe('admin.own.token')
    expect(isAdminView()).toBe(false)
    session.set(ADMIN_VIEW_KEY, 'client.read.only')
    expect(isAdminView()).toBe(true)
    expect(getApiToken()).toBe('client.read.only')
    expect(ownApiToken()).toBe('admin.own.token')
    // The server stopped accepting the look's token: the tab becomes a guest, the administrator's token stays.
    clearApiToken()
    expect(getApiToken()).toBeNull()
    expect(isAdminView()).toBe(true)
    expect(local.get(API_TOKEN_KEY)).toBe('admin.own.token')
    // A sign-in in that tab ends the look and keeps the new token as usual.
    setApiToken('fresh.sign.in')
    expect(isAdminView()).toBe(false)
    expect(getApiToken()).toBe('fresh.sign.in')
  })
})

describe('the experiment cookies', () => {
  it('mirrors the fingerprint and the signed-in client’s id into first-party cookies, and drops the id at sign-out', async () => {
    vi.resetModules()
    const items = new Map<string, string>()
    const written: string[] = []
    vi.stubGlobal('localStorage', { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) })
    vi.stubGlobal('document', { set cookie(v: string) { written.push(v) } })
    const fresh = await import('./credentials')
    const fp = fresh.getFingerprint()
    fresh.getFingerprint()
    expect(written).toEqual([`fp=${fp};path=/;SameSite=Lax;max-age=31536000`])
    const userId = '0b5c3a52-6a53-4c3b-9f0e-1d2c3b4a5f60'
    const payload = btoa(JSON.stringify({ sub: userId, role: 'authenticated' })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
    fresh.setApiToken(`eyJhbGciOiJIUzI1NiJ9.${payload}.sig`)
    expect(written.at(-1)).toBe(`xuid=${userId};path=/;SameSite=Lax;max-age=31536000`)
    fresh.clearApiToken()
    expect(written.at(-1)).toBe('xuid=;path=/;SameSite=Lax;max-age=0')
  })
})
