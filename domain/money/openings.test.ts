import { describe, expect, it } from 'vitest'
import { MAX_OPENINGS, OPENINGS_MESSAGES, oneTimeTokens } from './openings'

const packages = [500, 50, 150]
const of = (o: { amountTokens?: number | null; amountOpenings?: number | null; libraryPriceTokens?: number }) =>
  oneTimeTokens({ amountTokens: o.amountTokens, amountOpenings: o.amountOpenings, libraryPriceTokens: o.libraryPriceTokens ?? 10, packages })

describe('openings', () => {
  it('buys the smallest package that covers the openings at the library price', () => {
    expect(of({ amountOpenings: 1 })).toEqual({ ok: true, tokens: 50 })
    expect(of({ amountOpenings: 5 })).toEqual({ ok: true, tokens: 50 })
    expect(of({ amountOpenings: 6 })).toEqual({ ok: true, tokens: 150 })
    expect(of({ amountOpenings: MAX_OPENINGS })).toEqual({ ok: true, tokens: 500 })
    expect(of({ amountOpenings: 3, libraryPriceTokens: 150 })).toEqual({ ok: true, tokens: 500 })
  })

  it('passes a package through and refuses the rest in Russian', () => {
    expect(of({ amountTokens: 150 })).toEqual({ ok: true, tokens: 150 })
    expect(of({})).toEqual({ ok: false, message: OPENINGS_MESSAGES.missing })
    expect(of({ amountTokens: 50, amountOpenings: 1 })).toEqual({ ok: false, message: OPENINGS_MESSAGES.both })
    for (const n of [0, -1, MAX_OPENINGS + 1, 1.5, Number.NaN]) expect(of({ amountOpenings: n })).toEqual({ ok: false, message: OPENINGS_MESSAGES.invalid })
    expect(of({ amountOpenings: 1, libraryPriceTokens: 0 })).toEqual({ ok: false, message: OPENINGS_MESSAGES.free })
    expect(of({ amountOpenings: 3, libraryPriceTokens: 200 })).toEqual({ ok: false, message: OPENINGS_MESSAGES.noPackage })
  })
})
