// The local catalogue: full-text search over the seeded public.source_catalogue (the default source).
import { asCaller, type Caller, type Db } from '../db/port'
import { isSourceSubject } from '../../domain/sources/subjects'
import { clampLimit, type SourcesPort, type TSearchSourcesInput, type TSourceHit } from './port'
import { orQueryText, RECORD_COLUMNS, rowToRecord, tsQueryFrom, type TRecordRow } from './rows'

// Records of the requested subject rank above equally relevant records of other subjects.
const SUBJECT_BOOST = 1

export function createLocalCatalogue(db: Db): SourcesPort {
  return {
    async searchSources(input: TSearchSourcesInput): Promise<TSourceHit[]> {
      const q = orQueryText(input.query)
      if (!q) return []
      const caller: Caller = input.caller ?? { role: 'anon' }
      const subject = input.subject && isSourceSubject(input.subject) ? input.subject : null
      const rows = await asCaller(db, caller, (tx) =>
        tx.query<TRecordRow & { id: string; subject: string; score: number }>(
          `select id::text, subject, ${RECORD_COLUMNS},
                  (ts_rank(search, query.q, 1) + case when subject = $2 then ${SUBJECT_BOOST} else 0 end)::float8 as score
             from public.source_catalogue, ${tsQueryFrom('$1')}
            where search @@ query.q and ($3::text is null or language = $3)
            order by score desc, year desc, id
            limit $4`,
          [q, subject, input.language ?? null, clampLimit(input.limit)],
        ),
      )
      return rows.flatMap((row) => {
        const record = rowToRecord(row)
        return record && isSourceSubject(row.subject) ? [{ id: `catalogue:${row.id}`, origin: 'catalogue' as const, score: Number(row.score), subject: row.subject, record }] : []
      })
    },
  }
}
