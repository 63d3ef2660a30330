import { describe, expect, it } from 'vitest'
import { relatedSubjectGroups } from './related-subjects'

describe('relatedSubjectGroups', () => {
  it('leads with the own group and keeps the humanities away from a maths problem', () => {
    const maths = relatedSubjectGroups('Точные науки')
    expect(maths[0]).toBe('Точные науки')
    expect(maths).toContain('Естественные науки')
    expect(maths).not.toContain('Языки')
    expect(maths).not.toContain('Гуманитарные науки')
  })

  it('keeps a language with the humanities, and an unknown group to itself', () => {
    expect(relatedSubjectGroups('Языки')).toEqual(['Языки', 'Гуманитарные науки'])
    expect(relatedSubjectGroups('Искусство')).toEqual(['Искусство'])
  })
})
