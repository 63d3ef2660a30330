// One library work for the back-office's editor: every field, the full answer included, and the version to send back.
import type { TAdminLibraryWork } from '../../../domain/admin/library'
import { libraryWorkPath } from '../../../domain/library/work-types'
import type { Queryable } from '../../db/port'
import { AppError } from '../../http/errors'

type Row = {
  id: string | number
  type: TAdminLibraryWork['type']
  subject: string
  slug: string
  level: TAdminLibraryWork['level']
  title: string
  task: string
  short_answer: string
  answer: string
  seo_text: string | null
  published: boolean
  views: string | number
  version: number
  updated_at: string
}

export async function getLibraryWorkAdmin(tx: Queryable, id: number): Promise<TAdminLibraryWork> {
  const [r] = await tx.query<Row>(
    `select w.id, t.slug as type, s.slug as subject, w.slug, w.level, w.title, w.task, w.short_answer, w.answer, w.seo_text,
            w.published, w.views, w.version, w.updated_at::text as updated_at
       from public.library_works w join public.library_work_types t on t.id = w.type_id join public.subjects s on s.id = w.subject_id
      where w.id = $1`,
    [id],
  )
  if (!r) throw new AppError('NOT_FOUND', 'Работа не найдена: возможно, её удалили')
  return {
    id: Number(r.id),
    type: r.type,
    subject: r.subject,
    slug: r.slug,
    level: r.level,
    title: r.title,
    task: r.task,
    shortAnswer: r.short_answer,
    answer: r.answer,
    seoText: r.seo_text,
    published: r.published,
    views: Number(r.views),
    version: Number(r.version),
    updatedAt: new Date(r.updated_at).toISOString(),
    href: libraryWorkPath(r.type, r.subject, r.slug),
  }
}
