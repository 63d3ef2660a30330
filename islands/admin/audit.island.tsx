// /admin/audit: the journal of every admin action and refused attempt, newest first, filtered on the server.
import { AdminGate } from './admin-gate'
import { DataTable, formatAdminTime, type TColumn } from './data-table'
import type { TAuditRow } from '../../domain/admin/audit'

const OUTCOME = { ok: 'Выполнено', denied: 'Отказ в доступе', failed: 'Отклонено' } as const

const short = (value: unknown) => {
  if (value === null || value === undefined) return '—'
  const text = JSON.stringify(value)
  return text.length > 160 ? `${text.slice(0, 160)}…` : text
}

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
    render: (r) => (
      <>
        <span>{short(r.before)}</span> → <span>{short(r.after)}</span>
      </>
    ),
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
