// A library work typed in the back-office: checked like a content file's line, written with its audit entry; a work
// created published appears on the public pages at once (the cached ones are dropped at commit).
import { ZAdminLibraryWorkInput, type TAdminLibraryWork } from '../../../domain/admin/library'
import type { Db } from '../../db/port'
import { adminAction, type TAdmin } from '../admin-action'
import { parseAdminInput } from '../parse-admin-input'
import { announceLibraryChange } from './announce-library-change'
import { getLibraryWorkAdmin } from './get-library-work-admin'
import { libraryRefs } from './library-refs'

export async function createLibraryWork({ db, admin, input }: { db: Db; admin: TAdmin; input: unknown }): Promise<TAdminLibraryWork> {
  const v = parseAdminInput(ZAdminLibraryWorkInput, input)
  return adminAction({ db, admin, action: 'library.create', targetType: 'library_work' }, async (tx) => {
    const { typeId, subjectId } = await libraryRefs(tx, { ...v, workId: null })
    const [made] = await tx.query<{ id: string }>(
      `insert into public.library_works (type_id, subject_id, slug, level, title, task, short_answer, answer, seo_text, published)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id::text as id`,
      [typeId, subjectId, v.slug, v.level, v.title.trim(), v.task.trim(), v.shortAnswer.trim(), v.answer.trim(), v.seoText, v.published],
    )
    const after = await getLibraryWorkAdmin(tx, Number(made!.id))
    await announceLibraryChange(tx, { after })
    return { result: after, after, targetId: after.id }
  })
}
