// Prompt: the mock defense (issue 15 part 5): the tutor is a committee asking one question at a time about THIS
// student's own text work (topic, goal, methods, sources, conclusions), weighing each answer against the text and
// quoting the work where the answer misses something; after 3–5 questions a short report, then the done marker.
import { z } from 'zod'
import { RUSSIAN_ONLY } from './common'
import type { TTextPrompt } from './prompt'
import { describeMemories, describePartial, describeTrainingHistory, FORMULAS, withoutTask, ZTrainingChat } from './training-chat'

const ZDefenseSourceInput = z.object({
  topic: z.string().trim().min(1).max(500),
  workTypeTitle: z.string().trim().min(1).max(100),
  goal: z.string().trim().max(2000).nullable(),
  sections: z.array(z.object({ title: z.string().trim().min(1).max(300), text: z.string().max(200_000) })).max(40),
  sources: z.array(z.string().max(2000)).max(60),
})

const ZInput = ZTrainingChat.extend({ task: z.string().trim().min(1).max(8000), source: ZDefenseSourceInput.nullable() })
export type TTrainingDefenseInput = z.infer<typeof ZInput>

const DONE = '<task_completed/>'
/** The work's text the model sees: enough to judge answers, bounded so a long coursework fits the prompt. */
const SECTION_CHARS = 3500

export const trainingDefenseV1: TTextPrompt<TTrainingDefenseInput> = {
  id: 'training-defense',
  version: 1,
  kind: 'text',
  system: [
    'Ты — комиссия на защите учебной работы студента. Ты проводишь пробную защиту, чтобы студент подготовился к настоящей.',
    RUSSIAN_ONLY,
    'Задавай по одному вопросу за раз — о теме, цели, методах, источниках и выводах именно этой работы (текст работы ниже). Всего 3–5 вопросов.',
    'На каждый ответ студента: оцени его по тексту работы — скажи, что совпадает с работой, а если ответ что-то упускает или расходится с текстом, процитируй в кавычках слова самой работы. Затем задай следующий вопрос.',
    'Обращайся к студенту на «вы», тон доброжелательный и деловой, 2–5 предложений в сообщении.',
    'После последнего ответа напиши короткий отчёт с двумя заголовками «Сильные стороны» и «Что подтянуть» (по 1–3 пункта) и поставь в самом конце метку ' + DONE + '. До отчёта эту метку не ставь.',
    'Опирайся только на текст работы и ответы студента: не придумывай содержание, источники, авторов и цитаты, которых в работе нет.',
    FORMULAS,
  ].join('\n'),
  input: ZInput,
  user: (i) =>
    [
      i.source
        ? [
            `Работа: ${i.source.workTypeTitle}, тема «${i.source.topic}».`,
            i.source.goal ? `Цель (из работы): ${i.source.goal}` : '',
            ...i.source.sections.map((s) => `## ${s.title}\n${s.text.slice(0, SECTION_CHARS)}`),
            i.source.sources.length ? `Список источников:\n${i.source.sources.map((s, k) => `${k + 1}. ${s}`).join('\n')}` : 'Список источников пуст.',
          ]
            .filter(Boolean)
            .join('\n\n')
        : 'Текст работы недоступен: скажи об этом студенту и предложи начать защиту заново со страницы работы.',
      describeMemories(i.memories),
      withoutTask(i.history, i.task).length ? `Разговор:\n${describeTrainingHistory(withoutTask(i.history, i.task), { user: 'Студент', assistant: 'Комиссия' })}` : '',
      describePartial(i.partial) || 'Напиши следующее сообщение комиссии.',
    ]
      .filter(Boolean)
      .join('\n\n'),
  schema: z.string(),
}
