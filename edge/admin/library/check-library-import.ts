// What `npm run library:import` would do with a JSONL text, line by line, before anything is written: the content
// format's refusals (parse-library-jsonl.ts), the subjects the catalogue lacks (the importer's own check), and for each
// valid line whether it adds a work or updates the one of that address.
import type { TLibraryImportCheck, TLibraryImportLine } from '../../../domain/admin/library'
import { asService, type Db } from '../../db/port'
import { parseLibraryJsonl } from '../../library/parse-library-jsonl'

export async function checkLibraryImport({ db, text }: { db: Db; text: string }): Promise<TLibraryImportCheck> {
  const parsed = parseLibraryJsonl(text)
  const { subjects, existing } = await asService(db, async (tx) => ({
    subjects: new Set((await tx.query<{ slug: string }>(`select slug from public.subjects where in_library`)).map((s) => s.slug)),
    existing: new Set(
      (await tx.query<{ slug: string }>(`select slug from public.library_works where slug = any($1::text[])`, [parsed.rows.map((r) => r.row.slug)])).map((r) => r.slug),
    ),
  }))
  const refused: TLibraryImportLine[] = parsed.refused.map((r) => ({ line: r.line, ...(r.slug ? { slug: r.slug } : {}), reason: r.reason }))
  const valid: TLibraryImportLine[] = []
  for (const { line, row } of parsed.rows) {
    if (!subjects.has(row.subject)) refused.push({ line, slug: row.slug, reason: `Предмета «${row.subject}» нет в каталоге библиотеки` })
    else valid.push({ line, slug: row.slug, title: row.title, exists: existing.has(row.slug) })
  }
  refused.sort((a, b) => a.line - b.line)
  return { total: parsed.rows.length + parsed.refused.length, valid, refused }
}
