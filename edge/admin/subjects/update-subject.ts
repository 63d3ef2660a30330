// An edit of a subject from the back-office, guarded by the version. Its names and address appear on most public
// pages (lists, breadcrumbs, headings, the library's and referats' addresses), so every cached page is dropped at
// commit; /storage/subjects.{type}.json is never cached and reads the table.
import { ZUpdateSubjectInput, type TAdminSubject } from '../../../domain/admin/subjects'
import type { Db, Queryable } from '../../db/port'
import { publishPageChange } from '../../page-cache/publish-page-change'
import { adminAction, type TAdmin } from '../admin-action'
import { fieldError, parseAdminInput } from '../parse-admin-input'
import { lockVersioned } from '../version'
import { SUBJECT_COLUMNS, subjectRow, type TSubjectRowSql } from './subject-row'

const read = async (tx: Queryable, id: number) => subjectRow((await tx.query<TSubjectRowSql>(`select ${SUBJECT_COLUMNS} from public.subjects s where s.id = $1`, [id]))[0]!)

export async function updateSubject({ db, admin, id, input }: { db: Db; admin: TAdmin; id: number; input: unknown }): Promise<TAdminSubject> {
  const v = parseAdminInput(ZUpdateSubjectInput, input)
  return adminAction({ db, admin, action: 'subjects.update', targetType: 'subject', targetId: id }, async (tx) => {
    await lockVersioned(tx, { table: 'public.subjects', id, version: v.version })
    const before = await read(tx, id)
    const [slugTaken] = await tx.query<{ title: string }>(`select title from public.subjects where slug = $1 and id <> $2`, [v.slug, id])
    if (slugTaken) throw fieldError('slug', `Адрес «${v.slug}» уже у предмета «${slugTaken.title}»`)
    const [titleTaken] = await tx.query(`select 1 from public.subjects where lower(title) = lower($1) and id <> $2`, [v.title, id])
    if (titleTaken) throw fieldError('title', `Предмет «${v.title}» уже есть`)
    await tx.query(
      `update public.subjects set title = $2, title_dative = $3, title_genitive = $4, slug = $5, is_popular = $6, sort_order = $7, version = version + 1
        where id = $1`,
      [id, v.title, v.titleDative, v.titleGenitive, v.slug, v.isPopular, v.sortOrder],
    )
    const after = await read(tx, id)
    await publishPageChange(tx, { prefixes: ['/'] }, '/')
    return { result: after, before, after }
  })
}
