// One complaint opened from the list: what the client wrote, the attachments, the work (with its public page), the
// resolve form (a note is required) and «Скрыть работу», which unpublishes the work after a confirmation.
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { COMPLAINT_STATUS_TITLES, RESOLUTION_MAX, type TAdminComplaint } from '../../../domain/admin/complaints'
import { Alert, Done, Field, FormActions, PanelHead } from '../admin-parts'
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
      <PanelHead
        block="admin-complaint"
        titleId="complaint-title"
        heading={heading}
        onClose={onClose}
        title={
          <>
            Жалоба № {complaint.id} · {COMPLAINT_STATUS_TITLES[complaint.status]}
          </>
        }
      />
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
          <Field label="Чем закончилась проверка" name="resolution" error={fieldError} errorId="resolution-error">
            <textarea
              className="input"
              name="resolution"
              value={resolution}
              maxLength={RESOLUTION_MAX + 100}
              onChange={(e) => setResolution(e.target.value)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? 'resolution-error' : undefined}
            />
          </Field>
          <FormActions busy={busy} submit="Решить жалобу" />
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
      <Alert>{error}</Alert>
      <Done className="admin-complaint__done">{done}</Done>
    </section>
  )
}
