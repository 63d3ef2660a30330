import { afterEach, describe, expect, it, vi } from 'vitest'
import { FINGERPRINT_KEY, getApiToken, getFingerprint } from './credentials'

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
