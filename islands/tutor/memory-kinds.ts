// How the profile names a memory's kind (domain/training/api-types.ts TTrainingMemory.kind).
import type { TTrainingMemory } from '../../domain/training/api-types'

export const MEMORY_KIND_LABEL: Record<TTrainingMemory['kind'], string> = {
  weak_topic: 'Слабая тема',
  level: 'Уровень',
  preference: 'Как удобнее объяснять',
  other: 'Заметка',
}

export const MEMORY_TEXTS = {
  title: 'Что репетитор знает обо мне',
  lead: 'Репетитор в режиме тренировки запоминает короткие факты о тебе и учитывает их в следующих задачах. Поправь или удали любой.',
  off: 'Память выключена: репетитор ничего не запоминает',
  empty: 'Пока ничего. После тренировки репетитор запомнит слабые темы, твой уровень и то, как тебе удобнее объяснять.',
  failed: 'Не получилось загрузить память репетитора',
  deleted: 'Запись удалена',
  deletedAll: 'Память репетитора очищена',
  saved: 'Сохранено',
} as const
