// The ids behind a work form's type and subject, and its address checked free: refusals name the field.
import type { Queryable } from '../../db/port'
import { fieldError } from '../parse-admin-input'

export async function libraryRefs(tx: Queryable, o: { type: string; subject: string; slug: string; workId: number | null }): Promise<{ typeId: number; subjectId: number }> {
  const [type] = await tx.query<{ id: number }>(`select id from public.library_work_types where slug = $1`, [o.type])
  if (!type) throw fieldError('type', 'Такого типа работ нет')
  const [subject] = await tx.query<{ id: number }>(`select id from public.subjects where slug = $1 and in_library`, [o.subject])
  if (!subject) throw fieldError('subject', `Предмета «${o.subject}» нет в каталоге библиотеки`)
  const [taken] = await tx.query<{ id: string }>(`select id::text as id from public.library_works where slug = $1 and ($2::bigint is null or id <> $2::bigint)`, [o.slug, o.workId])
  if (taken) throw fieldError('slug', `Адрес «${o.slug}» уже занят работой №${taken.id}`)
  return { typeId: type.id, subjectId: subject.id }
}
