// Subjects students write about: the catalogue's subject column and the search's `subject` filter share these slugs.

export const SOURCE_SUBJECTS = {
  history: 'История',
  economics: 'Экономика',
  law: 'Право',
  psychology: 'Психология',
  pedagogy: 'Педагогика',
  sociology: 'Социология',
  philosophy: 'Философия',
  literature: 'Литература',
  biology: 'Биология',
  ecology: 'Экология',
  medicine: 'Медицина',
  physics: 'Физика',
  chemistry: 'Химия',
  mathematics: 'Математика',
  'computer-science': 'Информатика',
  management: 'Менеджмент',
  marketing: 'Маркетинг',
  'political-science': 'Политология',
  linguistics: 'Лингвистика',
  'culture-studies': 'Культурология',
} as const

export type TSourceSubject = keyof typeof SOURCE_SUBJECTS

export const isSourceSubject = (s: string): s is TSourceSubject => Object.hasOwn(SOURCE_SUBJECTS, s)
