// /admin/subjects: every subject in the lists' order with its lists and counts; «Изменить» opens its editor.
import { useState } from 'react'
import type { TAdminSubject } from '../../../domain/admin/subjects'
import { gatedPage } from '../admin-gate'
import { RowButton, useReloadKey } from '../admin-parts'
import { DataTable, yesNo, type TColumn } from '../data-table'
import { SubjectForm } from './subject-form'

const LISTS = (s: TAdminSubject) => [s.inClient && 'формы', s.inLibrary && 'библиотека', s.inReferat && 'рефераты'].filter(Boolean).join(', ') || '—'

function Subjects() {
  const [editing, setEditing] = useState<TAdminSubject | null>(null)
  const [reloadKey, reload] = useReloadKey()

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
        <RowButton onClick={() => setEditing(s)} label={`Изменить предмет «${s.title}»`}>
          Изменить
        </RowButton>
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
          onSaved={reload}
          onClose={() => {
            setEditing(null)
            reload()
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
            reloadKey={reloadKey}
            filters={[
              { name: 'list', label: 'Список', options: [{ value: 'client', label: 'Формы заказа' }, { value: 'library', label: 'Библиотека' }, { value: 'referat', label: 'Рефераты' }] },
              { name: 'popular', label: 'Популярность', options: yesNo('Популярные', 'Остальные') },
            ]}
          />
        </>
      )}
    </>
  )
}

export default gatedPage('subjects', 'Предметы', Subjects)
