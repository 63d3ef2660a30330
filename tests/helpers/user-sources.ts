// A row of public.user_sources, written as its owner (row-level security applies), for the tests of the sources
// search. The app itself writes none yet: a student's own source goes to the work it is added to
// (edge/essays/references/client-references.ts); the search still reads this table (edge/sources/user-sources.ts).
import { asCaller, type Caller, type Db } from '../../edge/db/port'
import { ZSourceRecord } from '../../domain/sources/reference'
import type { z } from 'zod'

export async function insertUserSource(db: Db, caller: Caller, input: z.input<typeof ZSourceRecord>, file?: { path: string; name: string; size: number }): Promise<{ id: string }> {
  const r = ZSourceRecord.parse(input)
  const [row] = await asCaller(db, caller, (tx) =>
    tx.query<{ id: string }>(
      `insert into public.user_sources
         (user_id, kind, language, authors, title, subtitle, edition, container, city, publisher, year, volume, issue, pages, doi, url, file_path, file_name, file_size)
       values (auth.uid(), $1, $2, $3::text::jsonb, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
       returning id::text`,
      [r.kind, r.language, JSON.stringify(r.authors), r.title, r.subtitle ?? null, r.edition ?? null, r.container ?? null, r.city ?? null, r.publisher ?? null, r.year,
        r.volume ?? null, r.issue ?? null, r.pages ?? null, r.doi ?? null, r.url ?? null, file?.path ?? null, file?.name ?? null, file?.size ?? null],
    ),
  )
  return { id: row!.id }
}
