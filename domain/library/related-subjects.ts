// Which other subjects a library work page offers under «Работы по другим предметам»: the subjects of its own group
// first, then the groups a student of that subject also studies (a maths problem leads to physics or informatics, not
// to Russian-language exercises). A group not named here offers its own group only. Groups are the subjects table's
// `subject_group` (supabase/migrations/*_subjects.sql). Pure.

const RELATED_GROUPS: Readonly<Record<string, readonly string[]>> = {
  'Точные науки': ['Естественные науки', 'Технические науки', 'Экономика и управление'],
  'Технические науки': ['Точные науки', 'Естественные науки'],
  'Естественные науки': ['Точные науки', 'Технические науки'],
  'Экономика и управление': ['Общественные науки', 'Точные науки'],
  'Общественные науки': ['Гуманитарные науки', 'Экономика и управление'],
  'Гуманитарные науки': ['Общественные науки', 'Языки'],
  Языки: ['Гуманитарные науки'],
}

/** The subject groups whose works a page of `group` may offer, nearest first (the own group leads). */
export function relatedSubjectGroups(group: string): string[] {
  return [group, ...(RELATED_GROUPS[group] ?? [])]
}
