import { describe, expect, it } from 'vitest'
import { signUpGetParams } from './sign-up-get-params'

describe('signUpGetParams', () => {
  it('keeps campaign parameters (utm_source, cid) and drops secrets and contacts', () => {
    const search = '?utm_source=vk&cid=spring-42&auth_token=a.b.c&initialCode=1234&auth_token_id=x&phoneNumber=79161234567&email=a%40b.ru&a=email'
    expect(signUpGetParams(search)).toEqual([
      { name: 'utm_source', value: 'vk' },
      { name: 'cid', value: 'spring-42' },
      { name: 'a', value: 'email' },
    ])
  })

  it('keeps the placement p: the address\'s, else the one the guard kept from the landing; a malformed one is dropped', () => {
    expect(signUpGetParams('?utm_source=vk', 'partner_1')).toEqual([
      { name: 'p', value: 'partner_1' },
      { name: 'utm_source', value: 'vk' },
    ])
    expect(signUpGetParams('?p=slot-2', 'partner_1')).toEqual([{ name: 'p', value: 'slot-2' }])
    expect(signUpGetParams('?p=%3Cscript%3E&cid=1', 'partner_1')).toEqual([
      { name: 'p', value: 'partner_1' },
      { name: 'cid', value: '1' },
    ])
    expect(signUpGetParams('?p=' + 'a'.repeat(65), null)).toEqual([])
    expect(signUpGetParams('', 'bad placement')).toEqual([])
    expect(signUpGetParams('', '')).toEqual([])
  })

  it('bounds what it keeps', () => {
    const many = Array.from({ length: 60 }, (_, i) => `p${i}=${'v'.repeat(3000)}`).join('&')
    const kept = signUpGetParams(many)
    expect(kept).toHaveLength(50)
    expect(kept[0]!.value).toHaveLength(2000)
  })
})
