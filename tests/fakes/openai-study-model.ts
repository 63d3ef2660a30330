// A model for the OpenAI fake (openai.ts) that answers every prompt of the product (edge/ai/prompts/registry.ts) in
// its expected shape, so a server started with a "connected" AI runs whole products end to end, charging as a real
// model's answers are charged (issue 33: only the built-in demo writer is free). It knows a prompt by its system text.
// The texts are plain study prose without invented facts, names or figures; what it wrote is told apart by the marker.
import { PROMPTS } from '../../edge/ai/prompts/registry'
import type { TOpenAiReply, TOpenAiRequest } from './openai'

/** In every text the model writes, so a test can tell its answer from the demo writer's. */
export const STUDY_MODEL_MARKER = 'Ответ подключенной модели.'

type TPromptId = (typeof PROMPTS)[keyof typeof PROMPTS]['id']

const PARAGRAPH =
  'Рассмотрим вопрос по шагам: сначала уточним понятия, затем выделим главные положения и проверим вывод на простом примере. Такой порядок помогает понять тему, а не запомнить готовый ответ.'

/** The prompt a request was made from: its system message is the prompt's system text. */
function promptOf(req: TOpenAiRequest): TPromptId | undefined {
  const system = req.body.messages?.find((m) => m.role === 'system')?.content ?? ''
  return Object.values(PROMPTS).find((p) => system.startsWith(p.system.slice(0, 80)))?.id
}

/** How many slides the user message asks for in the section («(3 шт.)»). */
const slidesAsked = (req: TOpenAiRequest) => Number(/\((\d+) шт\.\)/.exec(req.body.messages?.at(-1)?.content ?? '')?.[1] ?? 2)

function objectFor(id: TPromptId, req: TOpenAiRequest): unknown {
  switch (id) {
    case 'essay-requirements':
      return {
        idea: 'Работа объясняет основные понятия темы и показывает, как они связаны между собой.',
        goal: 'Цель работы — систематизировать основные положения темы.',
        tasks: ['Изучить основные понятия темы', 'Рассмотреть главные подходы к вопросу', 'Сформулировать выводы по теме'],
      }
    case 'essay-outline':
      return {
        chapters: [
          { title: 'Основные понятия темы', subchapters: [{ title: 'Определения и признаки' }, { title: 'Классификация' }] },
          { title: 'Практическое значение темы', subchapters: [{ title: 'Применение на практике' }, { title: 'Проблемы и пути решения' }] },
        ],
      }
    case 'presentation-justification':
      return {
        idea: 'Презентация объясняет основные понятия темы простыми словами.',
        problem: 'Понятия темы часто путают, и из-за этого трудно понять ее суть.',
        relevance: 'Тема входит в учебную программу и нужна для дальнейших курсов.',
        goal: 'Слушатели поймут основные понятия и смогут применить их на примере.',
      }
    case 'presentation-outline':
      return {
        sections: ['Введение в тему', 'Основные понятия', 'Применение', 'Выводы'].map((title) => ({
          title,
          slides: [1, 2].map((n) => ({ title: `${title}: часть ${n}`, theses: ['Главная мысль слайда', 'Пояснение на примере'] })),
        })),
      }
    case 'presentation-slides':
      return {
        slides: Array.from({ length: slidesAsked(req) }, (_, n) => ({
          kind: 'bullets',
          title: `Слайд ${n + 1}`,
          bullets: ['Главная мысль слайда', 'Пояснение на простом примере', 'Связь со следующим слайдом'],
          notes: `${STUDY_MODEL_MARKER} ${PARAGRAPH} ${PARAGRAPH}`,
        })),
      }
    case 'ai-tutor-follow-ups':
      return { prompts: ['Почему выбран этот способ?', 'Как проверить ответ?'] }
    case 'training-memories':
      return { facts: [] }
    default:
      return { text: `${STUDY_MODEL_MARKER} ${PARAGRAPH}` }
  }
}

/** The fake's `fallback`: JSON for the object prompts, study prose for the text ones. */
export function studyModel(req: TOpenAiRequest): TOpenAiReply {
  const id = promptOf(req)
  if (req.body.response_format?.type === 'json_object' && id) return { kind: 'text', content: JSON.stringify(objectFor(id, req)) }
  const paragraphs = id?.startsWith('essay-') ? 4 : 2
  return { kind: 'text', content: [STUDY_MODEL_MARKER, ...Array.from({ length: paragraphs }, () => PARAGRAPH)].join('\n\n') }
}
