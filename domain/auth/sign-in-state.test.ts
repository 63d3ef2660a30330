import { describe, expect, it } from 'vitest'
import { accountLabel, SIGN_IN_STATE_PATTERN } from './sign-in-state'

describe('accountLabel', () => {
  it('names an account by its name, else its e-mail, else its phone with the middle hidden', () => {
    expect(accountLabel({ name: '  Яна ', email: 'yana@example.ru', phone: '79161234567' })).toBe('Яна')
    expect(accountLabel({ name: ' ', email: 'yana@example.ru', phone: '79161234567' })).toBe('yana@example.ru')
    expect(accountLabel({ name: null, email: null, phone: '79161234567' })).toBe('+7 (916) ***-**-67')
    expect(accountLabel({ name: null, email: null, phone: null })).toBe('без имени')
  })
})

describe('SIGN_IN_STATE_PATTERN', () => {
  it('takes 32 random bytes in base64url and refuses anything shorter or foreign', () => {
    expect(SIGN_IN_STATE_PATTERN.test(Buffer.from(new Uint8Array(32).fill(7)).toString('base64url'))).toBe(true)
    expect(SIGN_IN_STATE_PATTERN.test('short')).toBe(false)
    expect(SIGN_IN_STATE_PATTERN.test(`${'a'.repeat(43)}=`)).toBe(false)
  })
})
