import { describe, expect, it } from 'vitest'
import { closeTour, nextStep, parseFinished, previousStep, startTour, tourSteps, type OnboardingItem } from './onboarding'

const item = (name: string, groupName: string, orderToShow: number): OnboardingItem => ({ name, groupName, orderToShow, target: `#${name}`, title: name, text: '' })
const ITEMS = [item('b', 'g', 2), item('a', 'g', 1), item('c', 'g', 3), item('x', 'other', 1)]

describe('onboarding', () => {
  it('selects a group in order, or a single step by name, skipping finished steps', () => {
    expect(tourSteps({ group: 'g' }, new Set(), ITEMS).map((s) => s.name)).toEqual(['a', 'b', 'c'])
    expect(tourSteps({ group: 'g' }, new Set(['b']), ITEMS).map((s) => s.name)).toEqual(['a', 'c'])
    expect(tourSteps({ name: 'x' }, new Set(), ITEMS).map((s) => s.name)).toEqual(['x'])
    expect(tourSteps({ name: 'x' }, new Set(['x']), ITEMS)).toEqual([])
  })

  it('marks each step finished when it is left by next, previous or close', () => {
    let s = startTour(tourSteps({ group: 'g' }, new Set(), ITEMS), new Set())
    expect(s.open).toBe(true)
    s = nextStep(s)
    expect([...s.finished]).toEqual(['a'])
    expect(s.index).toBe(1)
    s = previousStep(s)
    expect(s.index).toBe(0)
    expect([...s.finished].sort()).toEqual(['a', 'b'])
    s = closeTour(s)
    expect(s.open).toBe(false)
  })

  it('closes after the last step and does not go before the first', () => {
    let s = startTour([item('only', 'g', 1)], new Set())
    expect(previousStep(s)).toBe(s)
    s = nextStep(s)
    expect(s.open).toBe(false)
    expect(s.finished.has('only')).toBe(true)
    expect(startTour([], new Set()).open).toBe(false)
  })

  it('reads the stored list defensively', () => {
    expect([...parseFinished('["a",1,"b"]')]).toEqual(['a', 'b'])
    expect(parseFinished('not json').size).toBe(0)
    expect(parseFinished(null).size).toBe(0)
  })
})
