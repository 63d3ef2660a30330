// Marketing landings /m/context/{type} (platform.md §2, orders.md §2/§3/§9): per work type the name, descriptor and button
// label come from the AI work types (domain/essay/work-types.ts); the marketing headings, the notices by message_id and
// the country list live here. The service helps a student do the work (plan, sources, explanations), it does not hand
// in work for them: the copy says so.
import { WORK_TYPES, type TWorkType } from '../essay/work-types'
import { MARKETING_CONTEXT_TYPES } from '../routes'

type TMarketingType = (typeof MARKETING_CONTEXT_TYPES)[number]

export type TMarketingLanding = {
  workType: TWorkType
  /** The page's h1. */
  heading: string
  /** The line under it. */
  subheading: string
  /** What the assistant helps with for this kind of work. */
  points: readonly string[]
}

const HEADINGS: Record<TMarketingType, { heading: string; subheading: string; points: readonly string[] }> = {
  referat: {
    heading: 'Реферат с ИИ-помощником: от темы до списка литературы',
    subheading: 'Разберись в теме, собери план и найди настоящие источники, а текст доведи до ума сам.',
    points: ['План по главам, который можно поправить', 'Подборка источников с годом и автором', 'Оформление по ГОСТу'],
  },
  sochinenye: {
    heading: 'Сочинение: помощь с мыслью, аргументами и структурой',
    subheading: 'ИИ-помощник подскажет, как раскрыть тему, и предложит аргументы из произведения.',
    points: ['Тезис и аргументы по произведению', 'Вступление, основная часть и вывод', 'Проверка логики и повторов'],
  },
  esse: {
    heading: 'Эссе: сформулируй позицию и аргументируй её',
    subheading: 'Помощник разложит тему на вопросы, предложит тезисы и примеры, а выводы останутся твоими.',
    points: ['Позиция и тезисы', 'Примеры и ссылки на источники', 'Понятная структура рассуждения'],
  },
  doklad: {
    heading: 'Доклад к выступлению без долгих поисков',
    subheading: 'Собери главное по теме, выстрой план выступления и подготовь ответы на вопросы.',
    points: ['План выступления на 5–10 минут', 'Ключевые факты с источниками', 'Текст, который удобно читать вслух'],
  },
  project: {
    heading: 'Проект: цель, задачи и результат по шагам',
    subheading: 'Помощник подскажет, как поставить цель, спланировать исследование и описать результат.',
    points: ['Актуальность, цель и задачи', 'План исследования', 'Источники и оформление'],
  },
  kursovaya: {
    heading: 'Курсовая: теория и практика с ИИ-помощником',
    subheading: 'Разберись в теории, построй план глав и найди источники, которые примет научный руководитель.',
    points: ['План глав и параграфов', 'Источники и ссылки в тексте', 'Титульный лист и оформление по ГОСТу'],
  },
  statya: {
    heading: 'Научная статья: структура, источники и аккуратный стиль',
    subheading: 'Помощник подскажет, как описать проблему, метод и результаты, и подберёт литературу.',
    points: ['Аннотация и структура статьи', 'Обзор литературы', 'Научный стиль без лишней воды'],
  },
  project_ai: {
    heading: 'Индивидуальный проект вместе с ИИ',
    subheading: 'От идеи до защиты: тема, план, источники и презентация, а работу ты делаешь сам.',
    points: ['Идея и тема проекта', 'План и этапы работы', 'Презентация к защите'],
  },
}

const LANDINGS = new Map<string, TMarketingLanding>(
  MARKETING_CONTEXT_TYPES.map((slug) => {
    const workType = WORK_TYPES.find((t) => t.slug === slug)
    if (!workType) throw new Error(`нет типа работы ${slug}`)
    return [slug, { workType, ...HEADINGS[slug] }]
  }),
)

/** The landing of a type, or null for a type the spec does not list (the page then answers 404). */
export function marketingLanding(type: string | undefined): TMarketingLanding | null {
  return (type && LANDINGS.get(type)) || null
}

/** The call to action: the text-work start with this work type preselected (orders.md §2 `workTypeId`). */
export const marketingCtaHref = (workType: TWorkType) => `/ecosystem/text-copilot?workTypeId=${workType.id}`

/**
 * Landing notifications by `message_id` 2 to 5 (orders.md §9): each says, in its own words, that the service does
 * not write works for students and offers tutoring instead. Any other value shows no notice.
 */
const NOTICES: Record<string, string> = {
  '2': 'Мы не пишем работы за студентов. Кампус — это репетитор: помогает разобраться в теме, составить план и найти источники.',
  '3': 'Готовые работы на заказ мы не делаем. Зато поможем понять материал и сделать работу самостоятельно — как занятие с репетитором.',
  '4': 'Кампус не выполняет учебные работы за тебя. Мы работаем как репетитор: объясняем, подсказываем структуру и источники, а решения и выводы остаются твоими.',
  '5': 'Сдавать чужую работу — плохая идея, поэтому мы её не пишем. Вместо этого предлагаем репетиторскую помощь: разбор темы, план и обратную связь.',
}

export function landingNotice(messageId: string | undefined): string | null {
  return (messageId && NOTICES[messageId]) || null
}

/** The country list offered on marketing pages (platform.md §3 Country, orders.md §9), in the spec's order. */
export const MARKETING_COUNTRIES = [
  'Россия',
  'Украина',
  'Беларусь',
  'Казахстан',
  'Монголия',
  'Кыргызстан',
  'Таджикистан',
  'Узбекистан',
  'Туркменистан',
  'Турция',
  'Болгария',
] as const
