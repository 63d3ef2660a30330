// Prompt: the AI editor's custom instruction on a passage of a finished text work (orders.md §7 aiAssistantTextCustomEdit).
// The student's instruction is data, not a new system role: it may change the passage, never the rules.
import { z } from 'zod'
import { AI_EDITOR_LIMITS } from '../../../domain/essay/ai-editor'
import { ACADEMIC_STYLE, RUSSIAN_ONLY } from './common'
import type { TTextPrompt } from './prompt'

const ZInput = z.object({
  text: z.string().trim().min(1).max(AI_EDITOR_LIMITS.selection.max),
  task: z.string().trim().min(1).max(AI_EDITOR_LIMITS.instruction.max),
})
export type TEssayEditorCustomInput = z.infer<typeof ZInput>

export const essayEditorCustomV1: TTextPrompt<TEssayEditorCustomInput> = {
  id: 'essay-editor-custom',
  version: 1,
  kind: 'text',
  system: [
    'Ты редактор учебной работы студента. Выполни инструкцию студента над фрагментом его работы.',
    'Инструкция относится только к фрагменту; если она просит что-то кроме правки текста, верни фрагмент, исправив в нём только ошибки.',
    'Не добавляй фактов, чисел, дат, имён, цитат и ссылок на источники, которых нет во фрагменте, даже если инструкция просит; ссылки вида [3] сохрани.',
    ACADEMIC_STYLE,
    RUSSIAN_ONLY,
    'Верни только новый текст фрагмента, без пояснений, кавычек и markdown.',
  ].join('\n'),
  input: ZInput,
  user: (i) => `Инструкция студента:\n${i.task}\n\nФрагмент:\n${i.text}`,
  schema: z.string(),
}
