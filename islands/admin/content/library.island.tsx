// /admin/library: the library's works, published or not — search (the public full-text index), filters, server paging
// and sort; a title opens its editor; «Новая работа» and «Импорт JSONL» open theirs in place of the list.
import { useEffect, useState } from 'react'
import type { TAdminLibraryOptions, TAdminLibraryRow } from '../../../domain/admin/library'
import { gatedPage } from '../admin-gate'
import { useReloadKey } from '../admin-parts'
import { adminFetch } from '../api'
import { DataTable, timeColumn, yesNo, type TColumn } from '../data-table'
import { LibraryImport } from './library-import'
import { LibraryWorkForm } from './library-work-form'

type TView = { kind: 'list' } | { kind: 'edit'; id: number | null } | { kind: 'import' }

const NUMBER = new Intl.NumberFormat('ru-RU')

function Library() {
  const [view, setView] = useState<TView>({ kind: 'list' })
  const [options, setOptions] = useState<TAdminLibraryOptions | null>(null)
  const [reloadKey, reload] = useReloadKey()

  useEffect(() => {
    void adminFetch<TAdminLibraryOptions>('/api/admin/library/options').then((res) => res.ok && setOptions(res.data))
  }, [])

  const back = () => {
    setView({ kind: 'list' })
    reload()
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
    timeColumn('updated', 'Изменена', (r) => r.updatedAt),
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
              reloadKey={reloadKey}
              filters={[
                { name: 'type', label: 'Тип', options: options.types.map((t) => ({ value: t.slug, label: t.title })) },
                { name: 'subject', label: 'Предмет', options: options.subjects.map((s) => ({ value: s.slug, label: s.title })) },
                { name: 'published', label: 'Публикация', options: yesNo('Опубликованные', 'Скрытые') },
              ]}
            />
          )}
        </>
      )}
      {view.kind === 'edit' && options && <LibraryWorkForm key={view.id ?? 'new'} id={view.id} options={options} onClose={back} />}
      {view.kind === 'import' && <LibraryImport onClose={back} onImported={reload} />}
    </>
  )
}

export default gatedPage('library', 'Библиотека', Library)
