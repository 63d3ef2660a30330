import { describe, expect, it } from 'vitest'
import { visualMarker } from './visual-items'
import { ZEditorText } from './requirements'
import { AI_EDITOR_LIMITS, AI_EDITOR_MESSAGES, addBelow, insertMarkerBelow, replaceSelection, sectionParagraphs, selectedText, ZAiEditorInstruction, ZAiEditorText } from './ai-editor'

const TEXT = 'Первый абзац о ценах.\n\nВторой абзац: инфляция растёт. Банк повышает ставку.\n\nТретий абзац.'

describe('AI editor limits', () => {
  it('accepts a passage up to the limit and refuses one character more with the max-length message', () => {
    expect(ZAiEditorText.safeParse('а'.repeat(AI_EDITOR_LIMITS.selection.max)).success).toBe(true)
    const over = ZAiEditorText.safeParse('а'.repeat(AI_EDITOR_LIMITS.selection.max + 1))
    expect(over.success ? null : over.error.issues[0]!.message).toBe(AI_EDITOR_MESSAGES.selectionTooLong)
    expect(ZAiEditorText.safeParse('  ').success).toBe(false)
  })

  it('limits the instruction the same way', () => {
    expect(ZAiEditorInstruction.safeParse('я'.repeat(AI_EDITOR_LIMITS.instruction.max)).success).toBe(true)
    const over = ZAiEditorInstruction.safeParse('я'.repeat(AI_EDITOR_LIMITS.instruction.max + 1))
    expect(over.success ? null : over.error.issues[0]!.message).toBe(AI_EDITOR_MESSAGES.instructionTooLong)
    expect(ZAiEditorInstruction.safeParse(' ').success ? null : AI_EDITOR_MESSAGES.instructionEmpty).toBe(AI_EDITOR_MESSAGES.instructionEmpty)
  })
})

describe('applying a result to a section', () => {
  const range = { startParagraph: 1, startOffset: 14, endParagraph: 1, endOffset: 30 }

  it('reads the selected passage', () => {
    expect(selectedText(TEXT, range)).toBe('инфляция растёт.')
    // The space the selection took stays around the result.
    expect(replaceSelection(TEXT, { ...range, endOffset: 31 }, 'цены растут.').text).toContain('цены растут. Банк')
    expect(selectedText(TEXT, { startParagraph: 0, startOffset: 7, endParagraph: 1, endOffset: 6 })).toBe('абзац о ценах.\nВторой')
  })

  it('replaces only the selection and keeps the paragraph around it and the others', () => {
    const edit = replaceSelection(TEXT, range, 'цены быстро растут.')
    expect(sectionParagraphs(edit.text)).toEqual(['Первый абзац о ценах.', 'Второй абзац: цены быстро растут. Банк повышает ставку.', 'Третий абзац.'])
    expect(edit.text).toContain('\n\n')
    expect(edit.changed).toEqual({ from: 1, to: 1 })
  })

  it('replaces a selection across paragraphs, and a multi-paragraph result flashes every new paragraph', () => {
    const edit = replaceSelection(TEXT, { startParagraph: 0, startOffset: 0, endParagraph: 1, endOffset: 30 }, 'Новое начало.\nЕщё абзац.')
    expect(sectionParagraphs(edit.text)).toEqual(['Новое начало.', 'Ещё абзац. Банк повышает ставку.', 'Третий абзац.'])
    expect(edit.changed).toEqual({ from: 0, to: 1 })
  })

  it('adds the result as new paragraphs right below the selection', () => {
    const edit = addBelow(TEXT, range, 'Добавленный абзац.')
    expect(sectionParagraphs(edit.text)).toEqual(['Первый абзац о ценах.', 'Второй абзац: инфляция растёт. Банк повышает ставку.', 'Добавленный абзац.', 'Третий абзац.'])
    expect(edit.changed).toEqual({ from: 2, to: 2 })
  })

  it('puts a visual marker as its own paragraph below the selected one', () => {
    const edit = insertMarkerBelow(TEXT, 2, visualMarker('42'))
    expect(sectionParagraphs(edit.text).at(-1)).toBe('[[visual:42]]')
    expect(edit.changed).toEqual({ from: 3, to: 3 })
  })

  it('refuses a range outside the section, and a result over 10000 characters fails the section limit', () => {
    expect(() => replaceSelection(TEXT, { startParagraph: 5, startOffset: 0, endParagraph: 5, endOffset: 1 }, 'x')).toThrow(RangeError)
    expect(() => replaceSelection(TEXT, { startParagraph: 1, startOffset: 10, endParagraph: 1, endOffset: 2 }, 'x')).toThrow(RangeError)
    const huge = replaceSelection(TEXT, range, 'я'.repeat(10_000))
    expect(ZEditorText.safeParse(huge.text).success).toBe(false)
  })
})
