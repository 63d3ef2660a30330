// «Скрыть работу»: unpublishes the library work a complaint is about, so its public page answers 404 and it leaves the
// lists, in one audited action; the cached library pages are dropped in every process at commit. The form sends the
// work's version it loaded: an edit made meanwhile (here or in the content section) is STALE_VERSION.
import { ZHideComplaintWorkInput } from '../../../domain/admin/complaints'
import { libraryWorkPath } from '../../../domain/library/work-types'
import type { Db } from '../../db/port'
import { AppError } from '../../http/errors'
import { publishPageChange } from '../../page-cache/publish-page-change'
import { adminAction, type TAdmin } from '../admin-action'
import { parseAdminInput } from '../validation'
import { lockVersioned } from '../version'

export async function hideComplaintWork(o: { db: Db; admin: TAdmin; id: string; input: unknown }): Promise<{ workId: number; version: number }> {
  if (!/^\d{1,18}$/.test(o.id)) throw new AppError('NOT_FOUND', 'Жалоба не найдена')
  const input = parseAdminInput(ZHideComplaintWorkInput, o.input)
  return adminAction({ db: o.db, admin: o.admin, action: 'library.hide', targetType: 'library_work', note: `жалоба ${o.id}` }, async (tx) => {
    const [complaint] = await tx.query<{ library_work_id: string }>('select library_work_id::text from public.library_work_complaints where id = $1::bigint', [o.id])
    if (!complaint) throw new AppError('NOT_FOUND', 'Жалоба не найдена')
    const workId = complaint.library_work_id
    const before = await lockVersioned<{ published: boolean; slug: string; type_id: number; subject_id: number }>(tx, {
      table: 'public.library_works',
      id: workId,
      version: input.workVersion,
    })
    if (!before.published) throw new AppError('CONFLICT', 'Работа уже скрыта')
    const [row] = await tx.query<{ version: number; type_slug: string; subject_slug: string }>(
      `update public.library_works w set published = false, updated_at = now(), version = w.version + 1
         from public.library_work_types t, public.subjects s
        where w.id = $1::bigint and t.id = w.type_id and s.id = w.subject_id
        returning w.version, t.slug as type_slug, s.slug as subject_slug`,
      [workId],
    )
    // The work's own page, its list and every page that may show it among similar works: the whole library.
    const path = libraryWorkPath(row!.type_slug, row!.subject_slug, before.slug)
    await publishPageChange(tx, { paths: [path, '/biblioteka/'], prefixes: ['/biblioteka/'] }, '/biblioteka/')
    return {
      result: { workId: Number(workId), version: Number(row!.version) },
      before: { published: true, version: before.version, path },
      after: { published: false, version: Number(row!.version) },
      targetId: workId,
    }
  })
}
