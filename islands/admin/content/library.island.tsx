// /admin/library: the library's works, published or not — search (the public full-text index), filters, server paging
// and sort; a title opens its editor; «Новая работа» and «Импорт JSONL» open theirs in place of the list.
import { useEffect, useState } from 'react'
import type { TAdminLibraryOptions, TAdminLibraryRow } from '../../../domain/admin/library'
import { AdminGate } from '../admin-gate'
import { adminFetch } from '../api'
import { DataTable, formatAdminTime, type TColumn } from '../data-table'
import { LibraryImport } from './library-import'
import { LibraryWorkForm } from './library-work-form'

type TView = { kind: 'list' } | { kind: 'edit'; id: number | null } | { kind: 'import' }

const NUMBER = new Intl.NumberFormat('ru-RU')

export default function LibraryIsland() {
  return (
    <AdminGate section="library" title="Библиотека">
      <Library />
    </AdminGate>
  )
}

function Library() {
  const [view, setView] = useState<TView>({ kind: 'list' })
  const [options, setOptions] = useState<TAdminLibraryOptions | null>(null)
  const [reloadKey, setReloadKey] = useState(0)

  useEffect(() => {
    void adminFetch<TAdminLibraryOptions>('/api/admin/library/options').then((res) => res.ok && setOptions(res.data))
  }, [])

  const back = () => {
    setView({ kind: 'list' })
    setReloadKey((k) => k + 1)
  }

  const columns: TColumn<TAdminLibraryRow>[] = [
    { key: 'id', title: '№', sortable: true, render: (r) => r.id },
    {
      key: 'title',
      title: 'Работа',
      sortable: true,
      className: 'admin-library__title',
      render: (r) => (
        <button type="button" className="admin-link" onClick={() => setView({ kind: 'edit', id: r.id })}>
          {r.title}
        </button>
      ),
    },
    { key: 'type', title: 'Тип', render: (r) => r.typeTitle },
    { key: 'subject', title: 'Предмет', render: (r) => r.subjectTitle },
    {
      key: 'published',
      title: 'На сайте',
      render: (r) =>
        r.published ? (
          <a className="badge badge--ok" href={r.href} target="_blank" rel="noreferrer">
            Опубликована
          </a>
        ) : (
          <span className="badge badge--warning">Скрыта</span>
        ),
    },
    { key: 'views', title: 'Просмотры', sortable: true, render: (r) => NUMBER.format(r.views) },
    { key: 'updated', title: 'Изменена', sortable: true, render: (r) => <time dateTime={r.updatedAt}>{formatAdminTime(r.updatedAt)}</time> },
  ]

  return (
    <>
      <h1>Библиотека</h1>
      {view.kind === 'list' && (
        <>
          <div className="admin-toolbar">
            <p className="admin__lead">Готовые работы: поиск по номеру, адресу и словам заголовка, условия и решения.</p>
            <button className="btn" type="button" onClick={() => setView({ kind: 'edit', id: null })} disabled={!options}>
              Новая работа
            </button>
            <button className="btn btn--secondary" type="button" onClick={() => setView({ kind: 'import' })}>
              Импорт JSONL
            </button>
          </div>
          {options && (
            <DataTable<TAdminLibraryRow>
              endpoint="/api/admin/library"
              caption="Работы библиотеки"
              searchLabel="Номер, адрес или слова"
              columns={columns}
              rowKey={(r) => r.id}
              reloadKey={reloadKey}
              filters={[
                { name: 'type', label: 'Тип', options: options.types.map((t) => ({ value: t.slug, label: t.title })) },
                { name: 'subject', label: 'Предмет', options: options.subjects.map((s) => ({ value: s.slug, label: s.title })) },
                { name: 'published', label: 'Публикация', options: [{ value: 'yes', label: 'Опубликованные' }, { value: 'no', label: 'Скрытые' }] },
              ]}
            />
          )}
        </>
      )}
      {view.kind === 'edit' && options && <LibraryWorkForm key={view.id ?? 'new'} id={view.id} options={options} onClose={back} />}
      {view.kind === 'import' && <LibraryImport onClose={back} onImported={() => setReloadKey((k) => k + 1)} />}
    </>
  )
}
