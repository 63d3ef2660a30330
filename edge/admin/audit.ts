// The audit log of the back-office (public.admin_audit_log, append-only): every admin action writes one row in the
// same transaction as the change, so a change without its row, or a row without its change, cannot exist.
import type { Queryable } from '../db/port'

export type TAuditEntry = {
  actorId: string | null
  action: string
  outcome?: 'ok' | 'denied' | 'failed'
  targetType?: string | null
  targetId?: string | number | null
  before?: unknown
  after?: unknown
  note?: string | null
  ip?: string | null
  requestId?: string | null
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value))

/** Appends one entry; `tx` runs as the server (asService). */
export async function writeAudit(tx: Queryable, entry: TAuditEntry): Promise<void> {
  await tx.query(
    `insert into public.admin_audit_log (actor_id, action, outcome, target_type, target_id, before, after, note, ip, request_id)
     values ($1::uuid, $2, $3, $4, $5, $6::text::jsonb, $7::text::jsonb, $8, $9, $10)`,
    [
      entry.actorId,
      entry.action.slice(0, 100),
      entry.outcome ?? 'ok',
      entry.targetType ?? null,
      entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId).slice(0, 200),
      json(entry.before),
      json(entry.after),
      entry.note?.slice(0, 2000) ?? null,
      entry.ip?.slice(0, 64) ?? null,
      entry.requestId?.slice(0, 128) ?? null,
    ],
  )
}
