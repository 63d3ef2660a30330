import { describe, expect, it } from 'vitest'
import { breakpointOf } from './breakpoints'

describe('breakpointOf', () => {
  it('splits at 1024 and 1280 as the spec says', () => {
    expect(breakpointOf(375)).toBe('mobile')
    expect(breakpointOf(1023)).toBe('mobile')
    expect(breakpointOf(1024)).toBe('tablet')
    expect(breakpointOf(1279)).toBe('tablet')
    expect(breakpointOf(1280)).toBe('desktop')
    expect(breakpointOf(1920)).toBe('desktop')
  })
})
