// One row of the back-office's journal (public.admin_audit_log) as GET /api/admin/audit answers it and /admin/audit shows it.
export type TAuditRow = {
  id: number
  at: string
  actorId: string | null
  actorName: string | null
  outcome: 'ok' | 'denied' | 'failed'
  action: string
  targetType: string | null
  targetId: string | null
  before: unknown
  after: unknown
  note: string | null
  ip: string | null
}
