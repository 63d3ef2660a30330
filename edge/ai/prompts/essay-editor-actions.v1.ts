// Prompts: the AI editor's three fixed actions on a passage of a finished text work (orders.md §7 aiAssistantTextRewrite,
// TextExtender, TextShortener). The model works only with the passage: no new facts, figures, sources or authors.
import { z } from 'zod'
import { AI_EDITOR_LIMITS } from '../../../domain/essay/ai-editor'
import { ACADEMIC_STYLE, RUSSIAN_ONLY } from './common'
import type { TTextPrompt } from './prompt'

const ZEssayEditorInput = z.object({ text: z.string().trim().min(1).max(AI_EDITOR_LIMITS.selection.max) })
export type TEssayEditorInput = z.infer<typeof ZEssayEditorInput>

const KEEP_FACTS =
  'Не добавляй фактов, чисел, дат, имён, цитат и ссылок на источники, которых нет во фрагменте; ссылки вида [3], если они есть, сохрани у тех же утверждений.'
const ONLY_RESULT = 'Верни только новый текст фрагмента, без пояснений, кавычек и markdown.'

const system = (task: string) => ['Ты редактор учебной работы студента.', task, KEEP_FACTS, ACADEMIC_STYLE, RUSSIAN_ONLY, ONLY_RESULT].join('\n')

const user = (i: TEssayEditorInput) => `Фрагмент:\n${i.text}`

export const essayEditorRewriteV1: TTextPrompt<TEssayEditorInput> = {
  id: 'essay-editor-rewrite',
  version: 1,
  kind: 'text',
  system: system('Перепиши фрагмент другими словами, сохранив смысл и примерно ту же длину.'),
  input: ZEssayEditorInput,
  user,
  schema: z.string(),
}

export const essayEditorExtendV1: TTextPrompt<TEssayEditorInput> = {
  id: 'essay-editor-extend',
  version: 1,
  kind: 'text',
  system: system('Расширь фрагмент примерно в полтора раза: раскрой уже сказанное подробнее, поясни связи между мыслями.'),
  input: ZEssayEditorInput,
  user,
  schema: z.string(),
}

export const essayEditorShortenV1: TTextPrompt<TEssayEditorInput> = {
  id: 'essay-editor-shorten',
  version: 1,
  kind: 'text',
  system: system('Сократи фрагмент примерно вдвое, сохранив главные мысли.'),
  input: ZEssayEditorInput,
  user,
  schema: z.string(),
}
