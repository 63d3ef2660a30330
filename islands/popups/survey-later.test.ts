import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { closePopup, currentPopup } from './popup-store'
import { openSurveyLater } from './survey-later'

// Just enough of `document` for openSurveyLater: listeners it adds and removes, and no focused text field.
function fakeDocument() {
  const listeners = new Map<string, Set<(e: unknown) => void>>()
  return {
    activeElement: null,
    addEventListener: (type: string, fn: (e: unknown) => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set())
      listeners.get(type)!.add(fn)
    },
    removeEventListener: (type: string, fn: (e: unknown) => void) => listeners.get(type)?.delete(fn),
    dispatch: (type: string) => listeners.get(type)?.forEach((fn) => fn({ target: null })),
    count: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
  }
}

describe('openSurveyLater (platform.md §2: the survey opens 120 s after a survey call by default)', () => {
  let doc: ReturnType<typeof fakeDocument>
  beforeEach(() => {
    vi.useFakeTimers()
    doc = fakeDocument()
    vi.stubGlobal('document', doc)
    closePopup()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    closePopup()
  })

  it('without a delay of its own opens the survey after exactly 120 s, not before', () => {
    const onOpen = vi.fn()
    openSurveyLater({ unifiedOrderId: '42', onOpen })
    vi.advanceTimersByTime(119_999)
    expect(currentPopup()).toBeNull()
    expect(onOpen).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(currentPopup()).toMatchObject({ name: 'survey', props: { unifiedOrderId: '42' } })
    expect(onOpen).toHaveBeenCalledTimes(1)
    // Once open it stops listening for edits.
    expect(doc.count()).toBe(0)
  })

  it('a caller’s own delay (180 s after a text work) replaces the default', () => {
    openSurveyLater({ unifiedOrderId: '7', delaySeconds: 180 })
    vi.advanceTimersByTime(120_000)
    expect(currentPopup()).toBeNull()
    vi.advanceTimersByTime(60_000)
    expect(currentPopup()).toMatchObject({ name: 'survey' })
  })

  it('typing just before the 120 s are over puts the survey off until the student is quiet', () => {
    openSurveyLater({ unifiedOrderId: '9' })
    vi.advanceTimersByTime(118_000)
    doc.dispatch('keydown')
    vi.advanceTimersByTime(2_000)
    expect(currentPopup()).toBeNull()
    vi.advanceTimersByTime(6_000)
    expect(currentPopup()).toMatchObject({ name: 'survey' })
  })

  it('cancelled before its time, it never opens and leaves no listeners', () => {
    const cancel = openSurveyLater({ unifiedOrderId: '5' })
    vi.advanceTimersByTime(60_000)
    cancel()
    vi.advanceTimersByTime(120_000)
    expect(currentPopup()).toBeNull()
    expect(doc.count()).toBe(0)
  })
})
