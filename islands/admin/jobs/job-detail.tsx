// One job opened from the list: its facts, the payload (pretty JSON, masked like the logs), the whole last error,
// «Повторить» for a dead or failed job and «Удалить» for a queued, failed or dead one after a confirmation. A running
// job offers neither; the server refuses it too.
import { useEffect, useState } from 'react'
import { canDiscardJob, canRetryJob, JOB_STATE_TITLES, type TAdminJobDetail } from '../../../domain/admin/jobs'
import { Alert, Done, PanelHead, useOpenedRecord } from '../admin-parts'
import { adminFetch } from '../api'
import { formatAdminTime } from '../data-table'

export function JobDetail({ id, reloadKey, onChanged, onClose }: { id: string; reloadKey: number; onChanged: (message: string) => void; onClose: () => void }) {
  const [gone, setGone] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [confirmDiscard, setConfirmDiscard] = useState(false)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    setDone(null)
    setConfirmDiscard(false)
    setError(null)
    setGone(false)
  }, [id])

  const { shown, heading } = useOpenedRecord<TAdminJobDetail>(`/api/admin/jobs/${id}`, id, reloadKey, (e) => (e.status === 404 ? setGone(true) : setError(e.message)))

  async function act(kind: 'retry' | 'discard') {
    setBusy(true)
    setError(null)
    const res = await adminFetch<unknown>(`/api/admin/jobs/${id}/${kind}`, { body: {} })
    setBusy(false)
    setConfirmDiscard(false)
    if (!res.ok) {
      setError(res.error.message)
      return
    }
    const message = kind === 'retry' ? `Задание № ${id} снова в очереди` : `Задание № ${id} удалено`
    setDone(message)
    if (kind === 'discard') setGone(true)
    onChanged(message)
  }

  return (
    <section className="card admin-job" aria-labelledby="job-title" data-job={id}>
      <PanelHead
        block="admin-job"
        titleId="job-title"
        heading={heading}
        onClose={onClose}
        title={
          <>
            Задание № {id}
            {shown && !gone ? ` · ${shown.name} · ${JOB_STATE_TITLES[shown.state]}` : ''}
          </>
        }
      />
      {gone && !done && <p>Такого задания больше нет: его удалили.</p>}
      {shown && !gone && (
        <>
          <dl className="admin-job__facts">
            <dt>Попытки</dt>
            <dd>
              {shown.attempts} из {shown.maxAttempts}
            </dd>
            <dt>Запуск</dt>
            <dd>{formatAdminTime(shown.runAt)}</dd>
            {shown.state === 'running' && (
              <>
                <dt>Исполнитель</dt>
                <dd>
                  {shown.lockedBy} с {formatAdminTime(shown.lockedAt)}
                </dd>
              </>
            )}
            <dt>Создано</dt>
            <dd>{formatAdminTime(shown.createdAt)}</dd>
            <dt>Завершено</dt>
            <dd>{formatAdminTime(shown.finishedAt)}</dd>
            <dt>Ключ</dt>
            <dd>{shown.key ?? '—'}</dd>
            <dt>Приоритет</dt>
            <dd>{shown.priority}</dd>
          </dl>
          <h3>Данные задания</h3>
          <pre className="admin-job__pre" tabIndex={0} aria-label="Данные задания (JSON)">
            {shown.payload}
          </pre>
          <h3>Последняя ошибка</h3>
          {shown.lastError ? (
            <pre className="admin-job__pre admin-job__error" tabIndex={0} aria-label="Последняя ошибка">
              {shown.lastError}
            </pre>
          ) : (
            <p>Ошибок не было.</p>
          )}
          {shown.state === 'running' && <p className="admin-job__muted">Задание выполняется: повторить или удалить его можно, когда оно закончится.</p>}
          <div className="admin-form__actions">
            {canRetryJob(shown.state) && (
              <button className="btn" type="button" disabled={busy} onClick={() => void act('retry')}>
                Повторить
              </button>
            )}
            {canDiscardJob(shown.state) && !confirmDiscard && (
              <button className="btn btn--danger" type="button" disabled={busy} onClick={() => setConfirmDiscard(true)}>
                Удалить
              </button>
            )}
          </div>
          {confirmDiscard && (
            <div className="admin-job__confirm" role="alertdialog" aria-label="Подтверждение удаления" aria-describedby="job-discard-question">
              <span id="job-discard-question">
                Удалить задание № {id} ({shown.name}) насовсем? Оно больше не выполнится; в журнале действий останется запись.
              </span>
              <button className="btn btn--danger btn--sm" type="button" disabled={busy} onClick={() => void act('discard')}>
                Да, удалить
              </button>
              <button className="btn btn--secondary btn--sm" type="button" onClick={() => setConfirmDiscard(false)}>
                Отмена
              </button>
            </div>
          )}
        </>
      )}
      <Alert>{error}</Alert>
      <Done className="admin-job__done">{done}</Done>
    </section>
  )
}
