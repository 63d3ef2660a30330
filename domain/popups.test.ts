import { describe, expect, it } from 'vitest'
import { cropperSize, POPUP_NAMES, POPUPS } from './popups'

describe('popup registry', () => {
  it('names every popup of platform.md §2 and orders.md §2, each with a Russian title', () => {
    const required = [
      'auth',
      'image-cropper',
      'file-preview',
      'refill-balance',
      'text-recognition-unauthorised',
      'subscription-cancel',
      'subscription-plan-buy',
      'promo-code-entry',
      'similar-task-order',
      'deleted-task-solver',
      'text-copilot-navigation-confirm',
      'essay-section-history',
      'essay-text-reset-confirm',
      'feedback-form',
      'feedback-success',
      'apps-in-progress',
      'buy-subscription',
      'promo-subscription',
      'library-search',
      'friends',
      'resource-reason',
      'resource-options',
      'free-presentation',
      'buy-presentation',
      'ai-editor-close-confirmation',
      // Issue 34: an inserted table, graph or formula deleted in place.
      'essay-visual-item-delete-confirm',
      'text-editor-graph',
      'text-editor-table',
      'text-editor-formula',
      'similar-orders',
      'survey',
      // Issue 16: the prize wheel and the showFreeTokensPopup address flag.
      'wheel-of-fortune',
      'free-tokens',
      // Issue 16: the header's «Поддержка».
      'support',
    ]
    expect([...POPUP_NAMES].sort()).toEqual([...required].sort())
    for (const name of POPUP_NAMES) expect(POPUPS[name].title).toMatch(/[А-Яа-яЁё]/)
  })
})

describe('cropperSize', () => {
  it('caps width at 536 and height at 332 on a tall desktop viewport', () => {
    expect(cropperSize({ viewportWidth: 1440, viewportHeight: 1000 })).toEqual({ width: 536, height: 332, fullscreen: false })
  })

  it('uses 96 % of the viewport height minus 260 when that is smaller', () => {
    // 0.96 × 600 − 260 = 316
    expect(cropperSize({ viewportWidth: 1280, viewportHeight: 600 })).toEqual({ width: 536, height: 316, fullscreen: false })
  })

  it('applies the desktop rule from exactly 1024 px and the full viewport below', () => {
    expect(cropperSize({ viewportWidth: 1024, viewportHeight: 800 }).fullscreen).toBe(false)
    expect(cropperSize({ viewportWidth: 1023, viewportHeight: 800 })).toEqual({ width: 1023, height: 800, fullscreen: true })
    expect(cropperSize({ viewportWidth: 375, viewportHeight: 812 })).toEqual({ width: 375, height: 812, fullscreen: true })
  })

  it('never answers a negative height on a very short window', () => {
    expect(cropperSize({ viewportWidth: 1280, viewportHeight: 200 }).height).toBe(0)
  })
})
