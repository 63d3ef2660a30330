// One complaint opened from the list: what the client wrote, the attachments, the work (with its public page), the
// resolve form (a note is required) and «Скрыть работу», which unpublishes the work after a confirmation.
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { COMPLAINT_STATUS_TITLES, RESOLUTION_MAX, type TAdminComplaint } from '../../../domain/admin/complaints'
import { adminFetch } from '../api'
import { formatAdminTime } from '../data-table'
import { fieldErrors } from '../field-errors'
import { ComplaintAttachments } from './complaint-attachments'

export function ComplaintDetail({ complaint, onChanged, onClose }: { complaint: TAdminComplaint; onChanged: (c: TAdminComplaint) => void; onClose: () => void }) {
  const [resolution, setResolution] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [confirmHide, setConfirmHide] = useState(false)
  const [busy, setBusy] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    heading.current?.focus()
    setResolution('')
    setFieldError(null)
    setError(null)
    setDone(null)
    setConfirmHide(false)
  }, [complaint.id])

  async function resolve(e: FormEvent) {
    e.preventDefault()
    setBusy(true)
    setError(null)
    setFieldError(null)
    const res = await adminFetch<{ version: number }>(`/api/admin/complaints/${complaint.id}/resolve`, { body: { version: complaint.version, resolution } })
    setBusy(false)
    if (!res.ok) {
      const split = fieldErrors(res.error, ['resolution'])
      setFieldError(split.byField.resolution ?? null)
      setError(split.general)
      return
    }
    setDone('Жалоба решена')
    onChanged({ ...complaint, status: 'resolved', resolution: resolution.trim(), resolvedAt: new Date().toISOString(), version: res.data.version })
  }

  async function hide() {
    setBusy(true)
    setError(null)
    const res = await adminFetch<{ version: number }>(`/api/admin/complaints/${complaint.id}/hide-work`, { body: { workVersion: complaint.work.version } })
    setBusy(false)
    setConfirmHide(false)
    if (!res.ok) {
      setError(res.error.message)
      return
    }
    setDone('Работа скрыта: её страница больше не открывается')
    onChanged({ ...complaint, work: { ...complaint.work, published: false, version: res.data.version } })
  }

  return (
    <section className="card admin-complaint" aria-labelledby="complaint-title" data-complaint={complaint.id}>
      <div className="admin-complaint__head">
        <h2 id="complaint-title" tabIndex={-1} ref={heading}>
          Жалоба № {complaint.id} · {COMPLAINT_STATUS_TITLES[complaint.status]}
        </h2>
        <button className="btn btn--ghost btn--sm" type="button" onClick={onClose}>
          Закрыть
        </button>
      </div>
      <dl className="admin-complaint__facts">
        <dt>Когда</dt>
        <dd>{formatAdminTime(complaint.createdAt)}</dd>
        <dt>Кто</dt>
        <dd>{complaint.userName ? `${complaint.userName} (${complaint.userId})` : complaint.userId}</dd>
        <dt>Что не так</dt>
        <dd>{complaint.typeTitle}</dd>
        <dt>Работа</dt>
        <dd>
          {complaint.work.published ? (
            <a href={complaint.work.path} target="_blank" rel="noopener">
              {complaint.work.title}
            </a>
          ) : (
            <>
              {complaint.work.title} <span className="badge badge--failed">Скрыта</span>
            </>
          )}
        </dd>
      </dl>
      <blockquote className="admin-complaint__text">{complaint.text}</blockquote>
      <h3>Вложения</h3>
      <ComplaintAttachments complaintId={complaint.id} files={complaint.attachments} />
      {complaint.status === 'resolved' ? (
        <p className="admin-complaint__resolution">
          <strong>Решение ({formatAdminTime(complaint.resolvedAt)}):</strong> {complaint.resolution}
        </p>
      ) : (
        <form className="admin-form" onSubmit={resolve} noValidate>
          <label className="field">
            <span className="field__label">Чем закончилась проверка</span>
            <textarea
              className="input"
              name="resolution"
              value={resolution}
              maxLength={RESOLUTION_MAX + 100}
              onChange={(e) => setResolution(e.target.value)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? 'resolution-error' : undefined}
            />
            {fieldError && (
              <span className="field__error" id="resolution-error" role="alert">
                {fieldError}
              </span>
            )}
          </label>
          <div className="admin-form__actions">
            <button className="btn" type="submit" disabled={busy}>
              Решить жалобу
            </button>
          </div>
        </form>
      )}
      {complaint.work.published &&
        (confirmHide ? (
          <div className="admin-complaint__confirm" role="group" aria-label="Подтверждение">
            <span>Скрыть «{complaint.work.title}» из библиотеки? Страница работы перестанет открываться.</span>
            <button className="btn btn--danger btn--sm" type="button" disabled={busy} onClick={() => void hide()}>
              Да, скрыть
            </button>
            <button className="btn btn--secondary btn--sm" type="button" onClick={() => setConfirmHide(false)}>
              Отмена
            </button>
          </div>
        ) : (
          <div className="admin-form__actions">
            <button className="btn btn--danger" type="button" disabled={busy} onClick={() => setConfirmHide(true)}>
              Скрыть работу
            </button>
          </div>
        ))}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      {done && (
        <p className="admin-complaint__done" role="status">
          {done}
        </p>
      )}
    </section>
  )
}
