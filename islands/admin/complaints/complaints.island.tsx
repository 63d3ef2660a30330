// /admin/complaints: clients' complaints about library works, open first by default, filtered and paged on the server;
// «Открыть» shows one with its attachments, the resolve form and «Скрыть работу».
import { useEffect, useState } from 'react'
import { COMPLAINT_STATUS_TITLES, type TAdminComplaint } from '../../../domain/admin/complaints'
import { AdminGate } from '../admin-gate'
import { DataTable, formatAdminTime, type TColumn } from '../data-table'
import { ComplaintDetail } from './complaint-detail'

type TType = { id: number; title: string }

const short = (text: string) => (text.length > 120 ? `${text.slice(0, 120)}…` : text)

function ComplaintsPanel() {
  const [selected, setSelected] = useState<TAdminComplaint | null>(null)
  const [types, setTypes] = useState<TType[]>([])
  const [reloadKey, setReloadKey] = useState(0)

  useEffect(() => {
    void fetch('/storage/library_work_user_complaint_types.json')
      .then((r) => (r.ok ? (r.json() as Promise<TType[]>) : []))
      .then(setTypes)
      .catch(() => setTypes([]))
  }, [])

  const columns: TColumn<TAdminComplaint>[] = [
    { key: 'createdAt', title: 'Когда', sortable: true, render: (r) => <time dateTime={r.createdAt}>{formatAdminTime(r.createdAt)}</time> },
    { key: 'type', title: 'Тип', sortable: true, render: (r) => r.typeTitle },
    { key: 'work', title: 'Работа', render: (r) => (r.work.published ? r.work.title : `${r.work.title} (скрыта)`) },
    { key: 'text', title: 'Жалоба', className: 'admin-complaints__text', render: (r) => short(r.text) },
    { key: 'files', title: 'Файлы', render: (r) => r.attachments.length || '—' },
    {
      key: 'status',
      title: 'Статус',
      sortable: true,
      render: (r) => <span className={`badge ${r.status === 'open' ? 'badge--failed' : 'badge--ok'}`}>{COMPLAINT_STATUS_TITLES[r.status]}</span>,
    },
    {
      key: 'open',
      title: 'Действия',
      render: (r) => (
        <button className="btn btn--secondary btn--sm" type="button" onClick={() => setSelected(r)} aria-label={`Открыть жалобу № ${r.id}`}>
          Открыть
        </button>
      ),
    },
  ]

  return (
    <>
      <h1>Жалобы на работы</h1>
      <p className="admin__lead">Что клиенты нашли в готовых работах библиотеки. Реши жалобу с пояснением или скрой работу из библиотеки.</p>
      {selected && (
        <ComplaintDetail
          complaint={selected}
          onClose={() => setSelected(null)}
          onChanged={(c) => {
            setSelected(c)
            setReloadKey((k) => k + 1)
          }}
        />
      )}
      <DataTable<TAdminComplaint>
        endpoint="/api/admin/complaints"
        caption="Жалобы"
        searchLabel="Текст жалобы, название работы или номер"
        columns={columns}
        rowKey={(r) => r.id}
        reloadKey={reloadKey}
        filters={[
          { name: 'status', label: 'Статус', options: Object.entries(COMPLAINT_STATUS_TITLES).map(([value, label]) => ({ value, label })) },
          { name: 'typeId', label: 'Тип', options: types.map((t) => ({ value: String(t.id), label: t.title })) },
        ]}
        empty="Жалоб нет"
      />
    </>
  )
}

export default function ComplaintsIsland() {
  return (
    <AdminGate section="complaints" title="Жалобы">
      <ComplaintsPanel />
    </AdminGate>
  )
}
