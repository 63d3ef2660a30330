import { describe, expect, it } from 'vitest'
import { sortTokenPackages } from './token-packages'
import { TOKEN_PACKAGES } from '../../tests/helpers/seeds'

describe('token packages', () => {
  it('lists packages by price, highest first', () => {
    expect(sortTokenPackages({ 10: 100, 300: 900, 50: 400 })).toEqual([
      { tokens: 300, price: 900 },
      { tokens: 50, price: 400 },
      { tokens: 10, price: 100 },
    ])
    expect(sortTokenPackages(TOKEN_PACKAGES).map((p) => p.price)).toEqual([3990, 1490, 490, 190])
  })
})
