// /admin/complaints: clients' complaints about library works, open first by default, filtered and paged on the server;
// «Открыть» shows one with its attachments, the resolve form and «Скрыть работу».
import { useEffect, useState } from 'react'
import { COMPLAINT_STATUS_TITLES, type TAdminComplaint } from '../../../domain/admin/complaints'
import { gatedPage } from '../admin-gate'
import { RowButton, useReloadKey } from '../admin-parts'
import { DataTable, filterOptions, timeColumn, type TColumn } from '../data-table'
import { ComplaintDetail } from './complaint-detail'

type TType = { id: number; title: string }

const short = (text: string) => (text.length > 120 ? `${text.slice(0, 120)}…` : text)

function ComplaintsPanel() {
  const [selected, setSelected] = useState<TAdminComplaint | null>(null)
  const [types, setTypes] = useState<TType[]>([])
  const [reloadKey, reload] = useReloadKey()

  useEffect(() => {
    void fetch('/storage/library_work_user_complaint_types.json')
      .then((r) => (r.ok ? (r.json() as Promise<TType[]>) : []))
      .then(setTypes)
      .catch(() => setTypes([]))
  }, [])

  const columns: TColumn<TAdminComplaint>[] = [
    timeColumn('createdAt', 'Когда', (r) => r.createdAt),
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
        <RowButton onClick={() => setSelected(r)} label={`Открыть жалобу № ${r.id}`}>
          Открыть
        </RowButton>
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
            reload()
          }}
        />
      )}
      <DataTable<TAdminComplaint>
        endpoint="/api/admin/complaints"
        caption="Жалобы"
        searchLabel="Текст жалобы, название работы или номер"
        columns={columns}
        reloadKey={reloadKey}
        filters={[
          { name: 'status', label: 'Статус', options: filterOptions(COMPLAINT_STATUS_TITLES) },
          { name: 'typeId', label: 'Тип', options: types.map((t) => ({ value: String(t.id), label: t.title })) },
        ]}
        empty="Жалоб нет"
      />
    </>
  )
}

export default gatedPage('complaints', 'Жалобы', ComplaintsPanel)
