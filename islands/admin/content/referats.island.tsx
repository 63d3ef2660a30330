// /admin/referats: the referat catalogue in every status — topics to queue for generation, a list with search,
// filters, server paging and sort; a title opens its review.
import { useEffect, useState } from 'react'
import { REFERAT_STATUSES, type TAdminReferatRow } from '../../../domain/admin/referats'
import { gatedPage } from '../admin-gate'
import { useReloadKey } from '../admin-parts'
import { adminFetch } from '../api'
import { DataTable, filterOptions, timeColumn, type TColumn } from '../data-table'
import { ReferatReview } from './referat-review'
import { ReferatTopicsForm } from './referat-topics-form'

function Referats() {
  const [open, setOpen] = useState<number | null>(null)
  const [subjects, setSubjects] = useState<{ slug: string; title: string }[] | null>(null)
  const [reloadKey, reload] = useReloadKey()

  useEffect(() => {
    void adminFetch<{ slug: string; title: string }[]>('/api/admin/referats/subjects').then((res) => res.ok && setSubjects(res.data))
  }, [])

  const columns: TColumn<TAdminReferatRow>[] = [
    { key: 'id', title: '№', sortable: true, render: (r) => r.id },
    {
      key: 'title',
      title: 'Реферат',
      sortable: true,
      render: (r) => (
        <button type="button" className="admin-link" onClick={() => setOpen(r.id)}>
          {r.title}
        </button>
      ),
    },
    { key: 'subject', title: 'Предмет', render: (r) => r.subjectTitle },
    { key: 'status', title: 'Статус', sortable: true, render: (r) => <span className={`badge badge--${r.status}`}>{REFERAT_STATUSES[r.status]}</span> },
    timeColumn('updated', 'Изменён', (r) => r.updatedAt),
  ]

  if (open !== null)
    return (
      <>
        <h1>Рефераты</h1>
        <ReferatReview
          id={open}
          onClose={() => {
            setOpen(null)
            reload()
          }}
        />
      </>
    )

  return (
    <>
      <h1>Рефераты</h1>
      <p className="admin__lead">Каталог рефератов: темы уходят в генерацию, готовый текст публикуется сам; здесь его можно проверить и снять с сайта.</p>
      {subjects && <ReferatTopicsForm subjects={subjects} onQueued={reload} />}
      {subjects && (
        <DataTable<TAdminReferatRow>
          endpoint="/api/admin/referats"
          caption="Рефераты"
          searchLabel="Номер, тема или слова заголовка"
          columns={columns}
          reloadKey={reloadKey}
          filters={[
            { name: 'status', label: 'Статус', options: filterOptions(REFERAT_STATUSES) },
            { name: 'subject', label: 'Предмет', options: subjects.map((s) => ({ value: s.slug, label: s.title })) },
          ]}
        />
      )}
    </>
  )
}

export default gatedPage('referats', 'Рефераты', Referats)
