// The import of the back-office: the same importer as `npm run library:import` (its own transactions, a hundred rows
// each, refused lines skipped), then one audit entry with its report. The importer drops the cached library pages of
// what it wrote.
import { ZLibraryImportInput } from '../../../domain/admin/library'
import type { Db } from '../../db/port'
import { importLibraryWorks, type TLibraryImportReport } from '../../library/import-library-works'
import { adminAction, type TAdmin } from '../admin-action'
import { parseAdminInput } from '../parse-admin-input'

export async function runLibraryImport({ db, admin, input }: { db: Db; admin: TAdmin; input: unknown }): Promise<TLibraryImportReport> {
  const { text } = parseAdminInput(ZLibraryImportInput, input)
  // Not inside adminAction's transaction: the importer opens its own (one connection on PGlite would wait on itself).
  const report = await importLibraryWorks({ db, text })
  const { inserted, updated, unchanged, total } = report
  return adminAction({ db, admin, action: 'library.import', targetType: 'library_work' }, async () => ({
    result: report,
    after: { total, inserted, updated, unchanged, refused: report.refused.map((r) => r.line) },
  }))
}
