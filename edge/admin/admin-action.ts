// One admin action: the change and its audit entry in one transaction as the server. A rule that refuses the action
// (AppError) leaves the data as it was and is itself written down as a 'failed' entry with the refusal.
import { asService, type Db, type Tx } from '../db/port'
import { AppError } from '../http/errors'
import { writeAudit } from './audit'

/** The administrator behind a request, as the admin middleware resolved it (edge/admin/admin-middleware.ts). */
export type TAdmin = { userId: string; jti: string; ip: string | null; requestId: string | null }

export type TActionResult<T> = {
  result: T
  before?: unknown
  after?: unknown
  /** When the target is only known once the change is made (a created row's id). */
  targetId?: string | number | null
}

export async function adminAction<T>(
  opts: { db: Db; admin: TAdmin; action: string; targetType?: string; targetId?: string | number | null; note?: string | null },
  fn: (tx: Tx) => Promise<TActionResult<T>>,
): Promise<T> {
  const { db, admin } = opts
  const base = { actorId: admin.userId, action: opts.action, targetType: opts.targetType ?? null, note: opts.note ?? null, ip: admin.ip, requestId: admin.requestId }
  try {
    return await asService(db, async (tx) => {
      const done = await fn(tx)
      await writeAudit(tx, { ...base, targetId: done.targetId ?? opts.targetId ?? null, before: done.before, after: done.after })
      return done.result
    })
  } catch (e) {
    if (e instanceof AppError) {
      await asService(db, (tx) => writeAudit(tx, { ...base, targetId: opts.targetId ?? null, outcome: 'failed', note: [opts.note, e.message].filter(Boolean).join(' — ') }))
    }
    throw e
  }
}
