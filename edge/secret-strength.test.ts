import { describe, expect, it } from 'vitest'
import { estimatedBits, weakSecretReason } from './secret-strength'
import { randomSecret } from './settings'

describe('secret strength', () => {
  it.each(['a'.repeat(32), 'x'.repeat(40), 'ab'.repeat(20), 'secret12'.repeat(5), '01234567'.repeat(4), 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab', 'aaaaaaaabbbbbbbbccccccccdddddddd'])('refuses %s', (weak) => {
    expect(weakSecretReason(weak)).not.toBeNull()
  })

  it('takes what openssl rand -hex 16 / 32 and -base64 32 make, and what the server generates', () => {
    for (let i = 0; i < 200; i++) {
      const hex16 = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('')
      const b64 = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
      for (const s of [hex16, b64, randomSecret()]) expect(weakSecretReason(s), s).toBeNull()
    }
    expect(estimatedBits('a'.repeat(32))).toBe(0)
  })

  it('takes a random hex secret from the low tail of the estimate (one a CI run drew: 95 estimated bits)', () => {
    expect(estimatedBits('744e9c948e7e29e94e989dee22de6548')).toBeLessThan(96)
    expect(weakSecretReason('744e9c948e7e29e94e989dee22de6548')).toBeNull()
  })
})
