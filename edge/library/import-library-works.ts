// Loads library works into the database: rows a content file's parse passed are checked against the subjects
// catalogue and upserted by slug, each in one statement (never half-written). Re-running the same file changes nothing.
import { asService, type Db, type Tx } from '../db/port'
import type { TLibraryWorkRow } from '../../domain/library/work-row'
import { parseLibraryJsonl, type TRefusedRow } from './parse-library-jsonl'
import { publishPageChange } from '../page-cache/publish-page-change'
import { libraryListPath } from '../../domain/library/work-types'
import { enqueueIndexing } from '../originality/originality-kinds'

export type TLibraryImportReport = { total: number; inserted: number; updated: number; unchanged: number; refused: TRefusedRow[] }

const UPSERT = `
  insert into public.library_works as w (type_id, subject_id, slug, level, title, task, short_answer, answer, seo_text)
  select t.id, $2, $3, $4, $5, $6, $7, $8, $9 from public.library_work_types t where t.slug = $1
  on conflict (slug) do update
     set type_id = excluded.type_id, subject_id = excluded.subject_id, level = excluded.level, title = excluded.title,
         task = excluded.task, short_answer = excluded.short_answer, answer = excluded.answer, seo_text = excluded.seo_text
   where (w.type_id, w.subject_id, w.level, w.title, w.task, w.short_answer, w.answer, w.seo_text)
         is distinct from (excluded.type_id, excluded.subject_id, excluded.level, excluded.title, excluded.task, excluded.short_answer, excluded.answer, excluded.seo_text)
  returning (xmax = 0) as inserted, id::text as id`

/** Rows per transaction; a batch the database refuses is retried row by row to find the one to report. */
const BATCH = 100

const upsert = (tx: Tx, row: TLibraryWorkRow, subjectId: number) =>
  tx.query<{ inserted: boolean; id: string }>(UPSERT, [row.type, subjectId, row.slug, row.level, row.title, row.task, row.short_answer, row.answer, row.seo_text ?? null])

/**
 * Drops the cached pages the written rows show on, at commit, in every server process: a new work's list (with its
 * details, whose similar works it joins) and the library's main page; an updated work may have moved to another
 * type or subject and appears among other subjects' works, so an update drops the whole library.
 */
async function announceChanged(tx: Tx, rows: { row: TLibraryWorkRow; result: { inserted: boolean; id: string }[] }[]) {
  const changed = rows.filter((r) => r.result.length > 0)
  if (changed.length === 0) return
  // A new or changed work's text joins the originality index.
  await enqueueIndexing(tx, 'library_work', changed.map((r) => r.result[0]!.id))
  const updated = changed.some((r) => !r.result[0]!.inserted)
  const prefixes = updated ? ['/biblioteka/'] : changed.map((r) => libraryListPath(r.row.type, r.row.subject))
  await publishPageChange(tx, { paths: ['/biblioteka/'], prefixes }, '/biblioteka/')
}

export async function importLibraryWorks(opts: {
  db: Db
  text: string
  onProgress?: (done: number, total: number) => void
}): Promise<TLibraryImportReport> {
  const { db, text, onProgress } = opts
  const parsed = parseLibraryJsonl(text)
  const report: TLibraryImportReport = { total: parsed.rows.length + parsed.refused.length, inserted: 0, updated: 0, unchanged: 0, refused: [...parsed.refused] }
  const subjects = new Map(
    (await asService(db, (tx) => tx.query<{ slug: string; id: number }>('select slug, id from public.subjects where in_library'))).map((s) => [s.slug, s.id]),
  )
  const ready: { line: number; row: TLibraryWorkRow; subjectId: number }[] = []
  for (const { line, row } of parsed.rows) {
    const subjectId = subjects.get(row.subject)
    if (subjectId === undefined) report.refused.push({ line, slug: row.slug, reason: `Предмета «${row.subject}» нет в каталоге библиотеки` })
    else ready.push({ line, row, subjectId })
  }
  const count = (r: { inserted: boolean }[]) => {
    if (r.length === 0) report.unchanged++
    else if (r[0]!.inserted) report.inserted++
    else report.updated++
  }
  let done = report.refused.length
  onProgress?.(done, report.total)
  for (let i = 0; i < ready.length; i += BATCH) {
    const batch = ready.slice(i, i + BATCH)
    const results = await asService(db, async (tx) => {
      const out: { inserted: boolean; id: string }[][] = []
      for (const r of batch) out.push(await upsert(tx, r.row, r.subjectId))
      await announceChanged(
        tx,
        batch.map((r, i) => ({ row: r.row, result: out[i]! })),
      )
      return out
    }).catch(() => null)
    if (results) results.forEach(count)
    else {
      for (const r of batch) {
        try {
          count(
            await asService(db, async (tx) => {
              const result = await upsert(tx, r.row, r.subjectId)
              await announceChanged(tx, [{ row: r.row, result }])
              return result
            }),
          )
        } catch (e) {
          report.refused.push({ line: r.line, slug: r.row.slug, reason: `База данных не приняла строку: ${(e as Error).message}` })
        }
      }
    }
    done += batch.length
    onProgress?.(done, report.total)
  }
  report.refused.sort((a, b) => a.line - b.line)
  return report
}
