import { describe, expect, it } from 'vitest'
import { SURVEY_AFTER_TEXT_WORK_SECONDS, SURVEY_DEFAULT_DELAY_SECONDS, SURVEY_QUIET_AFTER_TYPING_MS, SURVEY_RECHECK_MS, surveyWaitMs } from './survey'
import { ESSAY_LIMITS } from './essay/requirements'

describe('survey timing', () => {
  it('keeps the spec’s delays: 120 s by default, 180 s after a text work completes', () => {
    expect(SURVEY_DEFAULT_DELAY_SECONDS).toBe(120)
    expect(SURVEY_AFTER_TEXT_WORK_SECONDS).toBe(180)
    expect(ESSAY_LIMITS.surveyDelaySeconds).toBe(SURVEY_AFTER_TEXT_WORK_SECONDS)
  })

  it('opens at once for a student who is not editing and has not typed', () => {
    expect(surveyWaitMs({ now: 1_000_000, lastEditAt: null, editing: false })).toBe(0)
  })

  it('waits while a text field has focus, looking again later', () => {
    expect(surveyWaitMs({ now: 1_000_000, lastEditAt: null, editing: true })).toBe(SURVEY_RECHECK_MS)
    expect(surveyWaitMs({ now: 1_000_000, lastEditAt: 1_000_000 - 60_000, editing: true })).toBe(SURVEY_RECHECK_MS)
  })

  it('waits until the student has not typed nor left a text field for a few seconds', () => {
    const now = 1_000_000
    expect(surveyWaitMs({ now, lastEditAt: now - 1_000, editing: false })).toBe(SURVEY_QUIET_AFTER_TYPING_MS - 1_000)
    expect(surveyWaitMs({ now, lastEditAt: now - SURVEY_QUIET_AFTER_TYPING_MS, editing: false })).toBe(0)
    expect(surveyWaitMs({ now, lastEditAt: now - 60_000, editing: false })).toBe(0)
  })
})
