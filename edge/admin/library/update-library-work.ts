// An edit of a library work from the back-office, guarded by the version the form loaded: a change saved meanwhile
// refuses this one (STALE_VERSION) and nothing is overwritten. A changed address keeps the old one as a redirect
// (the table's trigger writes the slug history).
import { ZUpdateLibraryWorkInput, type TAdminLibraryWork } from '../../../domain/admin/library'
import type { Db } from '../../db/port'
import { adminAction, type TAdmin } from '../admin-action'
import { parseAdminInput } from '../parse-admin-input'
import { lockVersioned } from '../version'
import { announceLibraryChange } from './announce-library-change'
import { getLibraryWorkAdmin } from './get-library-work-admin'
import { libraryRefs } from './library-refs'

export async function updateLibraryWork({ db, admin, id, input }: { db: Db; admin: TAdmin; id: number; input: unknown }): Promise<TAdminLibraryWork> {
  const v = parseAdminInput(ZUpdateLibraryWorkInput, input)
  return adminAction({ db, admin, action: 'library.update', targetType: 'library_work', targetId: id }, async (tx) => {
    await lockVersioned(tx, { table: 'public.library_works', id, version: v.version })
    const before = await getLibraryWorkAdmin(tx, id)
    const { typeId, subjectId } = await libraryRefs(tx, { ...v, workId: id })
    await tx.query(
      `update public.library_works
          set type_id = $2, subject_id = $3, slug = $4, level = $5, title = $6, task = $7, short_answer = $8, answer = $9,
              seo_text = $10, published = $11, version = version + 1
        where id = $1`,
      [id, typeId, subjectId, v.slug, v.level, v.title.trim(), v.task.trim(), v.shortAnswer.trim(), v.answer.trim(), v.seoText, v.published],
    )
    const after = await getLibraryWorkAdmin(tx, id)
    await announceLibraryChange(tx, { before, after })
    return { result: after, before, after }
  })
}
