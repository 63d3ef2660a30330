import { describe, expect, it } from 'vitest'
import { wantsGeneration, withoutGenerateFlag } from './generate-flag'

const order = { id: '17', unifiedOrderId: '905' }

describe('shouldGeneratePresentationForOrder', () => {
  it('names this page’s order by its id, its unified id or 1', () => {
    expect(wantsGeneration('?shouldGeneratePresentationForOrder=905', order)).toBe(true)
    expect(wantsGeneration('?shouldGeneratePresentationForOrder=17', order)).toBe(true)
    expect(wantsGeneration('?shouldGeneratePresentationForOrder=1', order)).toBe(true)
    expect(wantsGeneration('?shouldGeneratePresentationForOrder=true', order)).toBe(true)
  })

  it('ignores another order, junk and its absence', () => {
    expect(wantsGeneration('?shouldGeneratePresentationForOrder=906', order)).toBe(false)
    expect(wantsGeneration('?shouldGeneratePresentationForOrder=0', order)).toBe(false)
    expect(wantsGeneration('?shouldGeneratePresentationForOrder=%3Cscript%3E', order)).toBe(false)
    expect(wantsGeneration('?shouldGeneratePresentationForOrder=', order)).toBe(false)
    expect(wantsGeneration('?topic=x', order)).toBe(false)
  })

  it('leaves the address without the flag only', () => {
    expect(withoutGenerateFlag('https://x.test/ecosystem/slides-copilot/905?entry=tg&shouldGeneratePresentationForOrder=905#a')).toBe('/ecosystem/slides-copilot/905?entry=tg#a')
  })
})
