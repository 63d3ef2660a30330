// /admin/subjects: every subject in the lists' order with its lists and counts; «Изменить» opens its editor.
import { useState } from 'react'
import type { TAdminSubject } from '../../../domain/admin/subjects'
import { AdminGate } from '../admin-gate'
import { DataTable, type TColumn } from '../data-table'
import { SubjectForm } from './subject-form'

const LISTS = (s: TAdminSubject) => [s.inClient && 'формы', s.inLibrary && 'библиотека', s.inReferat && 'рефераты'].filter(Boolean).join(', ') || '—'

export default function SubjectsIsland() {
  return (
    <AdminGate section="subjects" title="Предметы">
      <Subjects />
    </AdminGate>
  )
}

function Subjects() {
  const [editing, setEditing] = useState<TAdminSubject | null>(null)
  const [reloadKey, setReloadKey] = useState(0)

  const columns: TColumn<TAdminSubject>[] = [
    { key: 'order', title: 'Порядок', sortable: true, render: (s) => s.sortOrder },
    {
      key: 'title',
      title: 'Название',
      sortable: true,
      render: (s) => (
        <>
          <strong>{s.title}</strong>
          <span className="admin-subjects__cases">
            по {s.titleDative} · {s.titleGenitive}
          </span>
        </>
      ),
    },
    { key: 'slug', title: 'Адрес', sortable: true, render: (s) => <code>{s.slug}</code> },
    { key: 'popular', title: 'Популярный', render: (s) => (s.isPopular ? <span className="badge badge--ok">Да</span> : 'Нет') },
    { key: 'lists', title: 'Списки', render: LISTS },
    { key: 'works', title: 'Работ', sortable: true, render: (s) => s.libraryWorksCount },
    { key: 'referats', title: 'Рефератов', sortable: true, render: (s) => s.aiReferatsCount },
    {
      key: 'edit',
      title: 'Действия',
      render: (s) => (
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => setEditing(s)} aria-label={`Изменить предмет «${s.title}»`}>
          Изменить
        </button>
      ),
    },
  ]

  return (
    <>
      <h1>Предметы</h1>
      {editing ? (
        <SubjectForm
          key={editing.id}
          subject={editing}
          onSaved={() => setReloadKey((k) => k + 1)}
          onClose={() => {
            setEditing(null)
            setReloadKey((k) => k + 1)
          }}
        />
      ) : (
        <>
          <p className="admin__lead">Названия в трёх падежах, адреса и порядок предметов в формах заказа, библиотеке и рефератах.</p>
          <DataTable<TAdminSubject>
            endpoint="/api/admin/subjects"
            caption="Предметы"
            searchLabel="Название или адрес"
            columns={columns}
            rowKey={(s) => s.id}
            reloadKey={reloadKey}
            filters={[
              { name: 'list', label: 'Список', options: [{ value: 'client', label: 'Формы заказа' }, { value: 'library', label: 'Библиотека' }, { value: 'referat', label: 'Рефераты' }] },
              { name: 'popular', label: 'Популярность', options: [{ value: 'yes', label: 'Популярные' }, { value: 'no', label: 'Остальные' }] },
            ]}
          />
        </>
      )}
    </>
  )
}
