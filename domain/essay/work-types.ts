// AI work types of the text-work wizard (orders.md §3 "AI work types"): id, slug and the Russian labels.
// The spec lists project_ai with id 1, the same as referat; ids must be unique in workTypeId, so project_ai takes 8.

type TWorkTypeSlug = 'referat' | 'project' | 'doklad' | 'esse' | 'kursovaya' | 'statya' | 'sochinenye' | 'project_ai'

export type TWorkType = {
  id: number
  slug: TWorkTypeSlug
  /** Name as the list and the title page show it. */
  title: string
  /** The start button. */
  buttonLabel: string
  /** One line under the name. */
  descriptor: string
  /** Heading of the start form. */
  formTitle: string
  /** «Small» works: 7 pages by default and up to 20 chapters (orders.md §5). */
  isSmall: boolean
}

export const WORK_TYPES: readonly TWorkType[] = [
  { id: 1, slug: 'referat', title: 'Реферат', buttonLabel: 'Написать реферат', descriptor: 'Обзор темы по источникам', formTitle: 'Напишем реферат', isSmall: false },
  { id: 2, slug: 'project', title: 'Проект', buttonLabel: 'Написать проект', descriptor: 'Исследование с целью и результатом', formTitle: 'Напишем проект', isSmall: false },
  { id: 3, slug: 'doklad', title: 'Доклад', buttonLabel: 'Написать доклад', descriptor: 'Текст для выступления', formTitle: 'Напишем доклад', isSmall: true },
  { id: 4, slug: 'esse', title: 'Эссе', buttonLabel: 'Написать эссе', descriptor: 'Рассуждение на тему', formTitle: 'Напишем эссе', isSmall: true },
  { id: 5, slug: 'kursovaya', title: 'Курсовая работа', buttonLabel: 'Написать курсовую', descriptor: 'Теория и практика по теме', formTitle: 'Напишем курсовую работу', isSmall: false },
  { id: 6, slug: 'statya', title: 'Статья', buttonLabel: 'Написать статью', descriptor: 'Научная статья по теме', formTitle: 'Напишем статью', isSmall: true },
  { id: 7, slug: 'sochinenye', title: 'Сочинение', buttonLabel: 'Написать сочинение', descriptor: 'Сочинение по литературе', formTitle: 'Напишем сочинение', isSmall: true },
  { id: 8, slug: 'project_ai', title: 'Проект с ИИ', buttonLabel: 'Создать проект', descriptor: 'Индивидуальный проект с помощью ИИ', formTitle: 'Создадим проект', isSmall: false },
]

const BY_ID = new Map(WORK_TYPES.map((t) => [t.id, t]))

export function workTypeById(id: unknown): TWorkType | null {
  const n = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id
  return typeof n === 'number' ? (BY_ID.get(n) ?? null) : null
}

