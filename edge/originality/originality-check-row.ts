// One originality check as the page reads it: its row mapped, and whether it is of the text as it is now.
import type { TOriginalityCheckReport } from './check-text'

export type TOriginalityCheck = {
  id: string
  status: 'QUEUED' | 'CHECKING' | 'DONE' | 'FAILED'
  originality: number | null
  words: number | null
  matchedWords: number | null
  sources: TOriginalityCheckReport['sources']
  fragments: TOriginalityCheckReport['fragments']
  errorMessage: string | null
  isCurrent: boolean
}

export type TCheckRow = { id: string; status: string; originality: string | null; report: unknown; error_message: string | null; version: string }

export const CHECK_COLUMNS = `id::text as id, status, originality::text as originality, report, error_message, version`

export function toOriginalityCheck(r: TCheckRow, currentVersion: string | null): TOriginalityCheck {
  const report = (typeof r.report === 'string' ? JSON.parse(r.report) : r.report) as TOriginalityCheckReport | null
  return {
    id: r.id,
    status: r.status.toUpperCase() as TOriginalityCheck['status'],
    originality: r.originality === null ? null : Number(r.originality),
    words: report?.words ?? null,
    matchedWords: report?.matchedWords ?? null,
    sources: report?.sources ?? [],
    fragments: report?.fragments ?? [],
    errorMessage: r.error_message,
    isCurrent: r.version === currentVersion,
  }
}
