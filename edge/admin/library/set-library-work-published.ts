// Publish a library work or take it off the site: its page and lists show it, or answer 404 and leave it out, from the
// moment the change commits (the cached pages are dropped then).
import { ZPublishInput, type TAdminLibraryWork } from '../../../domain/admin/library'
import type { Db } from '../../db/port'
import { adminAction, type TAdmin } from '../admin-action'
import { parseAdminInput } from '../parse-admin-input'
import { lockVersioned } from '../version'
import { announceLibraryChange } from './announce-library-change'
import { getLibraryWorkAdmin } from './get-library-work-admin'

export async function setLibraryWorkPublished({ db, admin, id, input }: { db: Db; admin: TAdmin; id: number; input: unknown }): Promise<TAdminLibraryWork> {
  const v = parseAdminInput(ZPublishInput, input)
  return adminAction({ db, admin, action: v.published ? 'library.publish' : 'library.unpublish', targetType: 'library_work', targetId: id }, async (tx) => {
    await lockVersioned(tx, { table: 'public.library_works', id, version: v.version })
    const before = await getLibraryWorkAdmin(tx, id)
    await tx.query(`update public.library_works set published = $2, version = version + 1 where id = $1`, [id, v.published])
    const after = await getLibraryWorkAdmin(tx, id)
    await announceLibraryChange(tx, { before, after })
    return { result: after, before: { published: before.published, version: before.version }, after: { published: after.published, version: after.version } }
  })
}
