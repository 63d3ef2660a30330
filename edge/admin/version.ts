// The optimistic check of the back-office's edits. Tables the back-office edits carry `version integer not null
// default 1`; a form sends the version it loaded, the server locks the row, and a different version means someone
// saved it meanwhile: STALE_VERSION («Запись изменили, обнови страницу») and nothing is written. The update that
// follows sets `version = version + 1`.
import type { Queryable } from '../db/port'
import { AppError } from '../http/errors'

/** Locks the row and returns it as it is now (the audit's `before`). `table` and `idColumn` are code, never input. */
export async function lockVersioned<R extends Record<string, unknown>>(
  tx: Queryable,
  opts: { table: string; id: string | number; version: number; idColumn?: string },
): Promise<R & { version: number }> {
  const [row] = await tx.query<R & { version: number }>(`select * from ${opts.table} where ${opts.idColumn ?? 'id'} = $1 for update`, [opts.id])
  if (!row) throw new AppError('NOT_FOUND', 'Запись не найдена: возможно, её удалили')
  if (Number(row.version) !== opts.version) throw new AppError('STALE_VERSION', undefined, { version: Number(row.version) })
  return row
}
