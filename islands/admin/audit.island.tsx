// /admin/audit: the journal of every admin action and refused attempt, newest first, filtered on the server.
import { AdminGate } from './admin-gate'
import { DataTable, formatAdminTime, type TColumn } from './data-table'
import type { TAuditRow } from '../../domain/admin/audit'
import { auditDiff } from '../../domain/admin/audit-diff'

const OUTCOME = { ok: 'Выполнено', denied: 'Отказ в доступе', failed: 'Отклонено' } as const


const COLUMNS: TColumn<TAuditRow>[] = [
  { key: 'at', title: 'Когда', sortable: true, render: (r) => <time dateTime={r.at}>{formatAdminTime(r.at)}</time> },
  { key: 'actor', title: 'Кто', render: (r) => r.actorName ?? r.actorId ?? 'гость' },
  { key: 'action', title: 'Действие', sortable: true, render: (r) => <code>{r.action}</code> },
  { key: 'outcome', title: 'Итог', sortable: true, render: (r) => <span className={`badge badge--${r.outcome}`}>{OUTCOME[r.outcome]}</span> },
  { key: 'target', title: 'Запись', render: (r) => (r.targetType ? `${r.targetType} ${r.targetId ?? ''}` : '—') },
  {
    key: 'change',
    title: 'Было → стало',
    className: 'admin-audit__change',
    // A refused action changed nothing: its «before» is only what the record was, its reason is in «Причина».
    render: (r) => (r.outcome === 'ok' ? <ChangeList before={r.before} after={r.after} /> : '—'),
  },
  { key: 'note', title: 'Причина', render: (r) => r.note ?? '—' },
]

export default function AuditIsland() {
  return (
    <AdminGate section="audit" title="Журнал действий">
      <h1>Журнал действий</h1>
      <p className="admin__lead">Каждое действие в панели и каждая попытка без прав. Записи нельзя изменить или удалить.</p>
      <DataTable<TAuditRow>
        endpoint="/api/admin/audit"
        caption="Записи журнала"
        searchLabel="Действие, запись или причина"
        columns={COLUMNS}
        rowKey={(r) => r.id}
        filters={[{ name: 'outcome', label: 'Итог', options: Object.entries(OUTCOME).map(([value, label]) => ({ value, label })) }]}
      />
    </AdminGate>
  )
}

/** «Было → стало» of one entry: the changed fields only, one a line. */
function ChangeList({ before, after }: { before: unknown; after: unknown }) {
  const rows = auditDiff(before, after)
  if (rows.length === 0) return <>—</>
  return (
    <ul className="admin-audit__diff">
      {rows.map((row) => (
        <li key={row.field}>
          {row.field && <b>{row.field}: </b>}
          <del>{row.before ?? '—'}</del> → <ins>{row.after ?? '—'}</ins>
        </li>
      ))}
    </ul>
  )
}
