// The student's own sources (public.user_sources): search as the caller, so row-level security shows
// each student only their own records; guests have none.
import { asCaller, type Db } from '../db/port'
import { clampLimit, type SourcesPort, type TSearchSourcesInput, type TSourceHit } from './port'
import { orQueryText, RECORD_COLUMNS, rowToRecord, tsQueryFrom, type TRecordRow } from './rows'

export function createUserSources(db: Db): SourcesPort {
  return {
    async searchSources(input: TSearchSourcesInput): Promise<TSourceHit[]> {
      const q = orQueryText(input.query)
      if (!q || input.caller?.role !== 'authenticated') return []
      const rows = await asCaller(db, input.caller, (tx) =>
        tx.query<TRecordRow & { id: string; score: number }>(
          `select id::text, ${RECORD_COLUMNS}, ts_rank(search, query.q, 1)::float8 as score
             from public.user_sources, ${tsQueryFrom('$1')}
            where search @@ query.q and ($2::text is null or language = $2)
            order by score desc, created_at desc, id
            limit $3`,
          [q, input.language ?? null, clampLimit(input.limit)],
        ),
      )
      return rows.flatMap((row) => {
        const record = rowToRecord(row)
        return record ? [{ id: `user:${row.id}`, origin: 'user' as const, score: Number(row.score), record }] : []
      })
    },
  }
}
