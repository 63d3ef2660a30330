import { describe, expect, it } from 'vitest'
import { constantTimeEqual, generateNumericCode, hashAuthCode, randomToken, sha256Base64url } from './secrets'

describe('generateNumericCode', () => {
  it('gives four digits with every digit in every place', () => {
    const seen = Array.from({ length: 4 }, () => new Set<string>())
    for (let i = 0; i < 2000; i++) {
      const code = generateNumericCode()
      expect(code).toMatch(/^\d{4}$/)
      ;[...code].forEach((d, p) => seen[p]!.add(d))
    }
    for (const place of seen) expect(place.size).toBe(10)
  })

  it('is roughly uniform over the low and high halves (no modulo bias toward 0000–5535)', () => {
    let low = 0
    const n = 20000
    for (let i = 0; i < n; i++) if (Number(generateNumericCode()) < 5536) low++
    // Uniform: 55.36 %; a plain `% 10000` of 16 bits would give about 67.6 %.
    expect(low / n).toBeGreaterThan(0.53)
    expect(low / n).toBeLessThan(0.58)
  })
})

describe('hashAuthCode', () => {
  it('depends on the secret, the target, the kind and the code', async () => {
    const base = { secret: 's'.repeat(32), kind: 'phone', target: '79991234567', code: '1234' }
    const h = await hashAuthCode(base)
    expect(h).toMatch(/^[0-9a-f]{64}$/)
    expect(await hashAuthCode(base)).toBe(h)
    expect(await hashAuthCode({ ...base, secret: 't'.repeat(32) })).not.toBe(h)
    expect(await hashAuthCode({ ...base, target: '79991234568' })).not.toBe(h)
    expect(await hashAuthCode({ ...base, kind: 'email' })).not.toBe(h)
    expect(await hashAuthCode({ ...base, code: '1235' })).not.toBe(h)
  })
})

describe('helpers', () => {
  it('compares strings', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true)
    expect(constantTimeEqual('abc', 'abd')).toBe(false)
    expect(constantTimeEqual('abc', 'abcd')).toBe(false)
    expect(constantTimeEqual('', '')).toBe(true)
  })

  it('makes URL-safe random tokens and the RFC 7636 S256 challenge', async () => {
    const t = randomToken()
    expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(randomToken()).not.toBe(t)
    // Checked against Node's own crypto, an independent implementation.
    const { createHash } = await import('node:crypto')
    expect(await sha256Base64url(t)).toBe(createHash('sha256').update(t).digest('base64url'))
  })
})
