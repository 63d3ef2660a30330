import { describe, expect, it } from 'vitest'
import { referralLink, tokensWord } from './referrals-api'

describe('referral helpers', () => {
  it('builds the personal link on this site', () => {
    expect(referralLink('https://campus.example', 'Abc123')).toBe('https://campus.example/ref/Abc123')
  })

  it('counts tokens in Russian', () => {
    expect([1, 2, 5, 11, 12, 21, 22, 25, 50, 101, 111, 114].map(tokensWord)).toEqual([
      '1 токен', '2 токена', '5 токенов', '11 токенов', '12 токенов', '21 токен', '22 токена', '25 токенов', '50 токенов', '101 токен', '111 токенов', '114 токенов',
    ])
  })
})
