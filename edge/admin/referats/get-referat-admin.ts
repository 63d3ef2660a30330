// One catalogue referat for review: the list's fields, its headings, the error of a failed attempt and the whole
// written text (private.referat_texts, which only the server reads).
import type { TAdminReferat } from '../../../domain/admin/referats'
import type { Queryable } from '../../db/port'
import { AppError } from '../../http/errors'
import { referatRow, REFERAT_ROW_COLUMNS, REFERAT_ROW_FROM, type TReferatRowSql } from './referat-row'

type Row = TReferatRowSql & {
  page_title: string
  meta_description: string
  error_message: string | null
  sources_count: number
  published_at: string | null
  references: string[]
  sections: TAdminReferat['sections'] | null
}

export async function getReferatAdmin(tx: Queryable, id: number): Promise<TAdminReferat> {
  const [r] = await tx.query<Row>(
    `select ${REFERAT_ROW_COLUMNS}, r.page_title, r.meta_description, r.error_message, r.sources_count, r.published_at::text as published_at,
            r."references", t.sections
       from ${REFERAT_ROW_FROM} left join private.referat_texts t on t.referat_id = r.id
      where r.id = $1`,
    [id],
  )
  if (!r) throw new AppError('NOT_FOUND', 'Реферат не найден: возможно, его удалили')
  return {
    ...referatRow(r),
    pageTitle: r.page_title,
    metaDescription: r.meta_description,
    errorMessage: r.error_message,
    sourcesCount: Number(r.sources_count),
    publishedAt: r.published_at ? new Date(r.published_at).toISOString() : null,
    references: r.references,
    sections: r.sections ?? [],
  }
}
