// «Пожаловаться» on a library answer (orders.md §5 Ratings and complaints): a type from the complaint types JSON, the
// text and up to five attachments, checked in the browser with the server's own limits and messages; each picked file's
// short name opens «Просмотр файла».
import { Fragment, useEffect, useState, type FormEvent } from 'react'
import { COMPLAINT_LIMITS, COMPLAINT_MESSAGES, checkComplaintAttachments } from '../../domain/library/complaint'
import { ALLOWED_UPLOAD_EXTENSIONS, shortFileName } from '../../domain/files/uploads'
import { ApiError } from '../graphql/api-error'
import { previewPickedFile } from '../popups/file-preview'
import { loadComplaintTypes, sendComplaint, type TComplaintType } from './library-api'

const ACCEPT = ALLOWED_UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',')

export function ComplaintForm({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const [types, setTypes] = useState<TComplaintType[] | null>(null)
  const [typeId, setTypeId] = useState<number | null>(null)
  const [text, setText] = useState('')
  const [files, setFiles] = useState<File[]>([])
  const [error, setError] = useState<string | null>(null)
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle')
  const [sentText, setSentText] = useState('')

  useEffect(() => {
    loadComplaintTypes().then(setTypes, () => setError('Не получилось загрузить причины жалобы, обнови страницу'))
  }, [])

  function pick(list: FileList | null) {
    const next = [...files, ...Array.from(list ?? [])]
    setError(checkComplaintAttachments(next))
    setFiles(next.slice(0, COMPLAINT_LIMITS.attachments))
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    const problem = !typeId ? COMPLAINT_MESSAGES.type : !text.trim() ? COMPLAINT_MESSAGES.text : text.length > COMPLAINT_LIMITS.text.max ? COMPLAINT_MESSAGES.textLong : checkComplaintAttachments(files)
    setError(problem)
    if (problem || !typeId) return
    setState('sending')
    try {
      const r = await sendComplaint({ libraryWorkOrderId: orderId, typeId, text: text.trim(), files })
      setSentText(r.message)
      setState('sent')
    } catch (err) {
      setError(err instanceof ApiError ? err.message : COMPLAINT_MESSAGES.text)
      setState('idle')
    }
  }

  if (state === 'sent')
    return (
      <div className="lo-complaint" data-state="sent" role="status">
        <p>{sentText}</p>
        <button type="button" className="btn btn--secondary btn--sm" onClick={onClose}>
          Закрыть
        </button>
      </div>
    )

  return (
    <form className="lo-complaint" onSubmit={(e) => void submit(e)} noValidate>
      <fieldset className="field">
        <legend className="field__label">Что не так с работой?</legend>
        {types === null ? (
          <p className="field__hint">Загружаем…</p>
        ) : (
          <div className="lo-complaint__types">
            {types.map((t) => (
              <label key={t.id} className="lo-complaint__type">
                <input type="radio" name="complaint-type" value={t.id} checked={typeId === t.id} onChange={() => setTypeId(t.id)} /> {t.title}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <label className="field">
        <span className="field__label">Опиши проблему</span>
        <textarea className="input" name="complaint-text" value={text} maxLength={COMPLAINT_LIMITS.text.max} onChange={(e) => setText(e.target.value)} />
      </label>
      <label className="field">
        <span className="field__label">Файлы (до {COMPLAINT_LIMITS.attachments}, каждый до 10 МБ)</span>
        <input type="file" name="attachments" multiple accept={ACCEPT} onChange={(e) => pick(e.target.files)} />
        {files.length > 0 && (
          <span className="field__hint">
            {files.map((f, i) => (
              <Fragment key={`${i}-${f.name}`}>
                {i > 0 && ', '}
                <button type="button" className="file-chip" data-action="preview-file" title={`Просмотр файла ${f.name}`} onClick={() => previewPickedFile(f)}>
                  {shortFileName(f.name)}
                </button>
              </Fragment>
            ))}
          </span>
        )}
      </label>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="lo-actions">
        <button type="button" className="btn btn--ghost btn--sm" onClick={onClose}>
          Отмена
        </button>
        <button type="submit" className="btn btn--sm" data-action="send-complaint" disabled={state === 'sending'}>
          {state === 'sending' ? 'Отправляем…' : 'Отправить жалобу'}
        </button>
      </div>
    </form>
  )
}
