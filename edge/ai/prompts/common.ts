// Pieces shared by the essay prompts: work types, approved sources, the outline shape, and the Russian-only rule.
import { z } from 'zod'

export const RUSSIAN_ONLY =
  'Пиши только на русском языке, даже если тема, источники или инструкции содержат слова на других языках (названия источников оставляй как есть).'

/** A cut answer continued (edge/streams: a crashed runner's answer resumes from its stored start); '' for a new one. */
export const continueCutAnswer = (partial: string | null | undefined) =>
  partial
    ? `Твой ответ оборвался. Вот уже отправленное начало:\n<<<\n${partial}\n>>>\nПродолжи ответ ровно с места обрыва: не повторяй уже написанное, не начинай заново, не добавляй вступлений.`
    : ''

export const ACADEMIC_STYLE =
  'Стиль академический, нейтральный, без воды и без обращений к читателю; не упоминай, что текст написан нейросетью.'

/** How the prompts name each work type (domain/essay/work-types.ts holds the ids and the UI labels; project_ai is 8 there). */
export const WORK_TYPES = {
  referat: { id: 1, name: 'реферат', genitive: 'реферата' },
  project: { id: 2, name: 'проект', genitive: 'проекта' },
  doklad: { id: 3, name: 'доклад', genitive: 'доклада' },
  esse: { id: 4, name: 'эссе', genitive: 'эссе' },
  kursovaya: { id: 5, name: 'курсовая работа', genitive: 'курсовой работы' },
  statya: { id: 6, name: 'научная статья', genitive: 'научной статьи' },
  sochinenye: { id: 7, name: 'сочинение', genitive: 'сочинения' },
  project_ai: { id: 8, name: 'индивидуальный проект', genitive: 'индивидуального проекта' },
} as const

export type TWorkType = keyof typeof WORK_TYPES
export const ZWorkType = z.enum(Object.keys(WORK_TYPES) as [TWorkType, ...TWorkType[]])

/** Works that read as one argument rather than a report: fewer, shorter chapters. */
export const isSmallWork = (w: TWorkType) => w === 'esse' || w === 'sochinenye'

export const ZTopic = z.string().trim().min(3).max(255)

const ZApprovedSource = z.object({
  title: z.string().trim().min(1).max(500),
  author: z.string().trim().max(300).optional(),
  year: z.number().int().min(1900).max(2100).optional(),
  /** Why the source fits (from the reference search), helps the model use it in the right place. */
  why: z.string().trim().max(1000).optional(),
})
export type TApprovedSource = z.infer<typeof ZApprovedSource>
export const ZApprovedSources = z.array(ZApprovedSource).max(30)

export const ZOutline = z.object({
  chapters: z
    .array(
      z.object({
        title: z.string().trim().min(3).max(200),
        subchapters: z.array(z.object({ title: z.string().trim().min(3).max(200) })).min(1).max(5),
      }),
    )
    .min(1)
    .max(20),
})
export type TOutline = z.infer<typeof ZOutline>

const describeSource = (s: TApprovedSource, i: number) =>
  `[${i + 1}] ${[s.author, `«${s.title}»`, s.year].filter(Boolean).join(', ')}${s.why ? ` — ${s.why}` : ''}`

export const describeSources = (sources: TApprovedSource[]) =>
  sources.length ? sources.map(describeSource).join('\n') : '(список пуст)'

export const describeOutline = (o: TOutline) =>
  o.chapters.map((ch, ci) => [`${ci + 1}. ${ch.title}`, ...ch.subchapters.map((s, si) => `  ${ci + 1}.${si + 1}. ${s.title}`)].join('\n')).join('\n')

export const citationRules = (count: number) =>
  count
    ? `Ссылайся на источники только из утвержденного списка, в квадратных скобках по номеру: ${count === 1 ? '[1]' : count === 2 ? '[1] или [2]' : `от [1] до [${count}]`}. Других номеров нет: не придумывай источники, авторов, цитаты и номера. Не добавляй список литературы в текст.`
    : 'Утвержденных источников нет: не ставь ссылок в квадратных скобках и не придумывай источники, авторов и цитаты.'

/**
 * Not shown to the model: what differs between orders (the order id), so the demo writer, which writes from the
 * input alone, writes two orders with the same inputs differently and one order the same way on a retry.
 */
export const ZDemoSeed = z.string().trim().max(100).optional()
