// /admin/users: find a client by phone (any form), e-mail, id or name; server paging; a row opens the user's card.
import { formatRussianPhone } from '../../../domain/auth/phone'
import { ROLE_TITLES, type TAdminUserRow } from '../../../domain/admin/people'
import { AdminGate } from '../admin-gate'
import { DataTable, filterOptions, timeColumn, type TColumn } from '../data-table'

const COLUMNS: TColumn<TAdminUserRow>[] = [
  { key: 'name', title: 'Имя', sortable: true, render: (r) => <a href={`/admin/users/${r.id}`}>{r.name ?? 'Без имени'}</a> },
  { key: 'email', title: 'Почта', sortable: true, render: (r) => r.email ?? '—' },
  { key: 'phone', title: 'Телефон', render: (r) => (r.phone ? formatRussianPhone(r.phone) : '—') },
  { key: 'role', title: 'Роль', render: (r) => ROLE_TITLES[r.roleId] ?? r.roleId },
  { key: 'restricted', title: 'Ограничение', render: (r) => (r.restricted ? <span className="badge badge--danger">Ограничен</span> : '—') },
  timeColumn('createdAt', 'Зарегистрирован', (r) => r.createdAt),
]

export default function UsersIsland() {
  return (
    <AdminGate section="users" title="Пользователи">
      <h1>Пользователи</h1>
      <p className="admin__lead">Телефон в любом виде (+7 916 123-45-67, 8 916…), почта, id или имя.</p>
      <DataTable<TAdminUserRow>
        endpoint="/api/admin/users"
        caption="Пользователи"
        searchLabel="Телефон, почта, id или имя"
        columns={COLUMNS}
        filters={[
          { name: 'restricted', label: 'Ограничение', options: [{ value: '1', label: 'Только ограниченные' }] },
          { name: 'role', label: 'Роль', options: filterOptions(ROLE_TITLES) },
        ]}
      />
    </AdminGate>
  )
}
