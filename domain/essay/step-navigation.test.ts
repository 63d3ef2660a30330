import { describe, expect, it } from 'vitest'
import { ESSAY_STATUS } from './statuses'
import { navigableSteps, parseEssayStep, stepAccess } from './step-navigation'

describe('parseEssayStep', () => {
  it('accepts the steps a client can open and nothing else', () => {
    expect(parseEssayStep('outline')).toBe('outline')
    expect(parseEssayStep('references')).toBe('references')
    expect(parseEssayStep('title-page')).toBe('title-page')
    for (const bad of [null, undefined, '', 'creation', 'OUTLINE', 'outline ', '../admin', 'payment']) expect(parseEssayStep(bad)).toBeNull()
  })
})

describe('stepAccess', () => {
  it('opens a completed work’s outline, sources and title page to edit and its requirements to read', () => {
    expect(navigableSteps({ status: ESSAY_STATUS.completed, isPaid: true })).toEqual({ requirements: 'view', outline: 'edit', references: 'edit', 'title-page': 'edit' })
  })

  it('opens only the steps already done before completion, read only except where the server allows a step back', () => {
    expect(navigableSteps({ status: ESSAY_STATUS.selectReferences, isPaid: true })).toEqual({ requirements: 'view', outline: 'view' })
    expect(navigableSteps({ status: ESSAY_STATUS.onApproveOutline, isPaid: false })).toEqual({ requirements: 'edit' })
    expect(navigableSteps({ status: ESSAY_STATUS.requirementsDefinition, isPaid: false })).toEqual({})
    expect(stepAccess({ status: ESSAY_STATUS.waitingMainParts, isPaid: true, step: 'references' })).toBe('view')
    expect(stepAccess({ status: ESSAY_STATUS.waitingMainParts, isPaid: true, step: 'completed' })).toBeNull()
  })

  it('opens nothing on a failed or canceled order', () => {
    expect(navigableSteps({ status: ESSAY_STATUS.processingFailed, isPaid: true })).toEqual({})
    expect(navigableSteps({ status: ESSAY_STATUS.canceled, isPaid: true })).toEqual({})
  })
})
