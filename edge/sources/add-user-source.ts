// addUserSource: a student saves a source of their own (with its checked upload, if any) for later searches.
import { asCaller, type Caller, type Db } from '../db/port'
import { SOURCE_MESSAGES, ZSourceRecord, type TSourceRecordInput } from '../../domain/sources/reference'
import { checkSourceFileSize } from '../../domain/sources/upload'
import { AppError } from '../http/errors'

export type TAddUserSourceFile = { path: string; name: string; size: number }

export async function addUserSource(opts: { db: Db; caller: Caller; record: TSourceRecordInput; file?: TAddUserSourceFile }): Promise<{ id: string }> {
  if (opts.caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED', 'Войди, чтобы добавить свой источник')
  const parsed = ZSourceRecord.safeParse(opts.record)
  if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]!.message, { issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) })
  const r = parsed.data
  if (r.authors.length === 0) throw new AppError('BAD_REQUEST', SOURCE_MESSAGES.authorRequired)
  const fileError = opts.file ? checkSourceFileSize(opts.file.size) : null
  if (fileError) throw new AppError('BAD_REQUEST', fileError)
  const [row] = await asCaller(opts.db, opts.caller, (tx) =>
    tx.query<{ id: string }>(
      `insert into public.user_sources
         (user_id, kind, language, authors, title, subtitle, edition, container, city, publisher, year, volume, issue, pages, doi, url, file_path, file_name, file_size)
       values (auth.uid(), $1, $2, $3::text::jsonb, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
       returning id::text`,
      [r.kind, r.language, JSON.stringify(r.authors), r.title, r.subtitle ?? null, r.edition ?? null, r.container ?? null, r.city ?? null, r.publisher ?? null, r.year,
        r.volume ?? null, r.issue ?? null, r.pages ?? null, r.doi ?? null, r.url ?? null, opts.file?.path ?? null, opts.file?.name ?? null, opts.file?.size ?? null],
    ),
  )
  return { id: row!.id }
}
