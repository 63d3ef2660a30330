// Prompts: a visual item (table, graph, formula) made from a passage of a finished text work (orders.md §7
// CreateAiEssayOrderVisualItem). One prompt per kind, each with its own schema, so a malformed answer gets a repair
// request that names exactly what is wrong; a formula's LaTeX must parse in KaTeX to pass.
import { z } from 'zod'
import { VISUAL_ITEM_LIMITS, ZVisualFormula, ZVisualGraph, ZVisualTable, type TVisualKind } from '../../../domain/essay/visual-items'
import { latexProblem } from '../../essays/visual-items/latex'
import { RUSSIAN_ONLY } from './common'
import type { TObjectPrompt } from './prompt'

const ZInput = z.object({
  topic: z.string().trim().max(255),
  text: z.string().trim().min(1).max(VISUAL_ITEM_LIMITS.text.max),
  userInstructions: z.string().trim().max(VISUAL_ITEM_LIMITS.instructions.max).nullish(),
})

export type TEssayVisualItemInput = z.infer<typeof ZInput>

const ZFormulaChecked = ZVisualFormula.superRefine((f, ctx) => {
  const problem = latexProblem(f.latex)
  if (problem) ctx.addIssue({ code: 'custom', path: ['latex'], message: `KaTeX не разбирает формулу: ${problem}` })
})

const HONEST = [
  'Бери данные только из фрагмента и пожелания студента: не придумывай чисел, дат, фамилий и фактов.',
  'Если в тексте нет нужных значений, не выдумывай их: оставь ячейки пустыми или опиши, какие значения нужно вписать.',
].join('\n')

const user = (what: string) => (i: TEssayVisualItemInput) =>
  [
    `Тема работы: «${i.topic}».`,
    `Фрагмент текста:\n${i.text}`,
    i.userInstructions ? `Пожелание студента: ${i.userInstructions}` : '',
    what,
  ]
    .filter(Boolean)
    .join('\n\n')

function prompt<S extends z.ZodType>(kind: TVisualKind, schema: S, shape: string, what: string): TObjectPrompt<TEssayVisualItemInput, S> {
  return {
    id: `essay-visual-${kind}`,
    version: 1,
    kind: 'object',
    system: ['Ты помогаешь оформить учебную работу по ГОСТ 7.32 и делаешь наглядный элемент из фрагмента текста.', RUSSIAN_ONLY, HONEST, shape].join('\n'),
    input: ZInput,
    user: user(what),
    schema,
  }
}

export const essayVisualItemV1 = {
  table: prompt(
    'table',
    ZVisualTable,
    `Ответ — JSON {"caption": строка, "columns": [строки], "rows": [[строки]]}; в каждой строке столько ячеек, сколько столбцов; не больше ${VISUAL_ITEM_LIMITS.tableColumns} столбцов и ${VISUAL_ITEM_LIMITS.tableRows} строк. Название без слова «Таблица», без номера и без точки в конце.`,
    'Сделай таблицу, которая сводит сведения фрагмента.',
  ),
  graph: prompt(
    'graph',
    ZVisualGraph,
    `Ответ — JSON {"caption": строка, "kind": "bar" | "line" | "pie", "labels": [строки], "series": [{"name": строка, "values": [числа]}], "xLabel"?: строка, "yLabel"?: строка}; в каждом ряду столько значений, сколько подписей (не больше ${VISUAL_ITEM_LIMITS.graphPoints}); у круговой диаграммы один ряд неотрицательных значений. Название без слова «Рисунок» и без номера.`,
    'Сделай график по числам из фрагмента.',
  ),
  formula: prompt(
    'formula',
    ZFormulaChecked,
    'Ответ — JSON {"caption"?: строка, "latex": строка}: одна формула в LaTeX (без $ и без окружений equation), которую разбирает KaTeX; caption — короткое пояснение, что это за формула.',
    'Запиши формулу, о которой идет речь во фрагменте (или которую дал студент).',
  ),
} as const
