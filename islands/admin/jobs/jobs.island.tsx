// /admin/jobs: the durable jobs (private.jobs) — how many wait, run, wait for a retry, died or finished, then the
// server-paged list filtered by state and name. «Открыть» shows one job's payload and whole error with «Повторить»
// and «Удалить»; a dead or failed row has «Повторить» right in the list.
import { useCallback, useEffect, useState } from 'react'
import { canRetryJob, JOB_STATES, JOB_STATE_TITLES, type TAdminJob, type TAdminJobSummary } from '../../../domain/admin/jobs'
import { gatedPage } from '../admin-gate'
import { Notice, RowButton, useReloadKey, type TNotice } from '../admin-parts'
import { adminFetch } from '../api'
import { AdminTime, DataTable, formatAdminTime, timeColumn, type TColumn } from '../data-table'
import { JobDetail } from './job-detail'
import { JobStateBadge } from './job-state'

const NUMBER = new Intl.NumberFormat('ru-RU')

function JobsPanel() {
  const [summary, setSummary] = useState<TAdminJobSummary | null>(null)
  const [selected, setSelected] = useState<string | null>(null)
  const [reloadKey, reload] = useReloadKey()
  const [notice, setNotice] = useState<TNotice>(null)

  useEffect(() => {
    void adminFetch<TAdminJobSummary>('/api/admin/jobs/summary').then((res) => res.ok && setSummary(res.data))
  }, [reloadKey])

  const changed = useCallback(
    (text: string) => {
      setNotice({ ok: true, text })
      reload()
    },
    [reload],
  )

  async function retry(id: string) {
    const res = await adminFetch<unknown>(`/api/admin/jobs/${id}/retry`, { body: {} })
    if (!res.ok) setNotice({ ok: false, text: res.error.message })
    else changed(`Задание № ${id} снова в очереди`)
  }

  const columns: TColumn<TAdminJob>[] = [
    { key: 'id', title: '№', sortable: true, render: (r) => r.id },
    { key: 'name', title: 'Задание', className: 'admin-jobs__name', render: (r) => r.name },
    {
      key: 'state',
      title: 'Состояние',
      render: (r) => (
        <>
          <JobStateBadge state={r.state} />
          {r.lockedBy && (
            <span className="admin-jobs__lease">
              {r.lockedBy}
              <br />с {formatAdminTime(r.lockedAt)}
            </span>
          )}
        </>
      ),
    },
    { key: 'attempts', title: 'Попытки', sortable: true, render: (r) => `${r.attempts} / ${r.maxAttempts}` },
    timeColumn('runAt', 'Запуск', (r) => r.runAt, 'admin-jobs__time'),
    { key: 'error', title: 'Последняя ошибка', className: 'admin-jobs__error', render: (r) => r.lastError ?? '—' },
    {
      key: 'createdAt',
      title: 'Создано',
      sortable: true,
      className: 'admin-jobs__time',
      render: (r) => (
        <>
          <AdminTime at={r.createdAt} />
          {r.finishedAt && (
            <span className="admin-jobs__finished">
              завершено <AdminTime at={r.finishedAt} />
            </span>
          )}
        </>
      ),
    },
    {
      key: 'actions',
      title: 'Действия',
      render: (r) => (
        <div className="admin-jobs__actions">
          <RowButton onClick={() => setSelected(r.id)} label={`Открыть задание № ${r.id}`}>
            Открыть
          </RowButton>
          {canRetryJob(r.state) && (
            <RowButton className="btn btn--sm" onClick={() => void retry(r.id)} label={`Повторить задание № ${r.id}`}>
              Повторить
            </RowButton>
          )}
        </div>
      ),
    },
  ]

  return (
    <>
      <h1>Задания</h1>
      <p className="admin__lead">
        Фоновые задания сервиса. «Не выполнено» — все попытки кончились ошибкой: «Повторить» даёт заданию все попытки заново. Выполненные задания
        удаляются сами через несколько дней, невыполненные — только вручную.
      </p>
      <ul className="admin-jobs__counts" aria-label="Задания по состояниям">
        {JOB_STATES.map((s) => (
          <li key={s} className={`admin-jobs__count admin-jobs__count--${s}`}>
            <span className="admin-jobs__count-n">{summary ? NUMBER.format(summary.counts[s]) : '…'}</span>
            <span>{JOB_STATE_TITLES[s]}</span>
          </li>
        ))}
      </ul>
      <Notice notice={notice} okClassName="admin-jobs__done" />
      {selected && <JobDetail id={selected} reloadKey={reloadKey} onChanged={changed} onClose={() => setSelected(null)} />}
      <DataTable<TAdminJob>
        endpoint="/api/admin/jobs"
        caption="Задания"
        searchLabel="Имя, номер или текст ошибки"
        columns={columns}
        reloadKey={reloadKey}
        filters={[
          { name: 'state', label: 'Состояние', options: JOB_STATES.map((s) => ({ value: s, label: JOB_STATE_TITLES[s] })) },
          { name: 'name', label: 'Задание', options: (summary?.names ?? []).map((n) => ({ value: n, label: n })) },
        ]}
        empty="Заданий нет"
      />
    </>
  )
}

export default gatedPage('jobs', 'Задания', JobsPanel)
