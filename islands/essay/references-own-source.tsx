// The student's own source with its file (orders.md §5 Sources): the file uploads as soon as it is chosen (format and
// 20 MB checked first), then the title, author and year (≥ 1900) are checked with the spec's messages and the source
// joins the list; the place and publisher, if given, go into its GOST entry («Москва : Юрайт, 2020»). Submitting
// while the file uploads says «Дождись загрузки источников». The uploaded file's name opens «Просмотр файла» with the
// picked file. The file input is the islands' usual one (task start, training): visually hidden but focusable, its
// label drawn as a button that shows the focus ring, the chosen file's name beside it.
import { useId, useState, type FormEvent } from 'react'
import { SOURCE_MESSAGES, ZAddSourceInput } from '../../domain/sources/reference'
import { checkSourceFileName, checkSourceFileSize, SOURCE_FILE_ACCEPT, UPLOAD_MESSAGES } from '../../domain/sources/upload'
import { ApiError } from '../graphql/api-error'
import { gql } from '../graphql/client'
import { CreateEssaySourceDocument } from '../graphql/generated/essay-sources/graphql'
import { apiJson } from '../graphql/rest'
import { previewPickedFile } from '../popups/file-preview'
import { shortFileName } from '../../domain/files/uploads'

const FILE_REQUIRED = 'Прикрепи файл источника'
const FAILED = 'Не получилось добавить источник, попробуй ещё раз'

type TFile = { state: 'none' } | { state: 'uploading'; name: string } | { state: 'uploaded'; name: string; fileId: string; picked: File } | { state: 'failed'; name: string }
type TField = 'file' | 'title' | 'author' | 'publicationYear' | 'city' | 'publisher'
type TTextField = Exclude<TField, 'file'>
const EMPTY_FORM: Record<TTextField, string> = { title: '', author: '', publicationYear: '', city: '', publisher: '' }

const messageOf = (e: unknown) => (e instanceof ApiError && e.code !== 'INTERNAL' && e.code !== 'NETWORK' ? e.message : FAILED)

type Props = { orderId: string; limitReached: boolean; onAdded: (referenceId: string) => Promise<void> }

export function OwnSourceForm({ orderId, limitReached, onAdded }: Props) {
  const ids = useId()
  const [file, setFile] = useState<TFile>({ state: 'none' })
  const [form, setForm] = useState(EMPTY_FORM)
  const [errors, setErrors] = useState<Partial<Record<TField | 'form', string>>>({})
  const [busy, setBusy] = useState(false)
  // A new key empties the file input once its source was added.
  const [inputKey, setInputKey] = useState(0)

  async function choose(chosen: File | undefined) {
    if (!chosen) return
    const error = checkSourceFileName(chosen.name) ?? checkSourceFileSize(chosen.size)
    if (error) {
      setFile({ state: 'none' })
      return setErrors((e) => ({ ...e, file: error }))
    }
    setErrors((e) => ({ ...e, file: undefined, form: undefined }))
    setFile({ state: 'uploading', name: chosen.name })
    const body = new FormData()
    body.append('file', chosen)
    try {
      const done = await apiJson<{ fileId: string; name: string }>(`/api/ai-essay-order/${encodeURIComponent(orderId)}/reference-files`, { form: body })
      setFile({ state: 'uploaded', name: done.name, fileId: done.fileId, picked: chosen })
    } catch (e) {
      setFile({ state: 'failed', name: chosen.name })
      setErrors((er) => ({ ...er, file: messageOf(e) }))
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (limitReached) return setErrors({ form: SOURCE_MESSAGES.limitReached })
    if (file.state === 'uploading') return setErrors({ form: UPLOAD_MESSAGES.uploading })
    const year = form.publicationYear.trim()
    const parsed = ZAddSourceInput.safeParse({ ...form, publicationYear: year === '' ? undefined : Number(year) })
    const next: Partial<Record<TField, string>> = {}
    if (file.state !== 'uploaded') next.file = errors.file ?? FILE_REQUIRED
    if (!parsed.success) for (const issue of parsed.error.issues) next[issue.path[0] as TField] ??= issue.message
    setErrors(next)
    if (Object.keys(next).length || !parsed.success || file.state !== 'uploaded') return
    setBusy(true)
    try {
      const { title, publicationYear, city, publisher } = parsed.data
      const created = await gql(CreateEssaySourceDocument, { id: orderId, fileId: file.fileId, title, author: form.author, publicationYear, city: city ?? null, publisher: publisher ?? null })
      await onAdded(created.createAiEssayOrderReference.id)
      setFile({ state: 'none' })
      setInputKey((k) => k + 1)
      setForm(EMPTY_FORM)
    } catch (err) {
      setErrors({ form: messageOf(err) })
    } finally {
      setBusy(false)
    }
  }

  const field = (k: TTextField, label: string, placeholder: string) => (
    <label className="field" data-field={k}>
      <span className="field__label">{label}</span>
      <input
        className="input"
        name={k}
        value={form[k]}
        placeholder={placeholder}
        inputMode={k === 'publicationYear' ? 'numeric' : undefined}
        aria-invalid={Boolean(errors[k])}
        aria-describedby={errors[k] ? `${ids}-${k}` : undefined}
        onChange={(e) => setForm((f) => ({ ...f, [k]: e.target.value }))}
      />
      {errors[k] && (
        <span className="field__error" id={`${ids}-${k}`}>
          {errors[k]}
        </span>
      )}
    </label>
  )

  return (
    <form className="essay-own-source" data-form="own-source" onSubmit={(e) => void submit(e)} noValidate>
      <h3>Свой источник с файлом</h3>
      <div className="field" data-field="file">
        <span className="field__label" id={`${ids}-file-hint`}>
          Файл: PDF, DOCX, DOC, ODT, RTF, EPUB, DjVu или TXT, до 20 МБ
        </span>
        <div className="essay-own-source__picker">
          <input
            key={inputKey}
            id={`${ids}-file-input`}
            className="essay-own-source__input"
            type="file"
            name="file"
            accept={SOURCE_FILE_ACCEPT}
            aria-invalid={Boolean(errors.file)}
            aria-describedby={[`${ids}-file-hint`, `${ids}-file-state`, errors.file ? `${ids}-file` : ''].filter(Boolean).join(' ')}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          <label htmlFor={`${ids}-file-input`} className="btn btn--secondary btn--sm essay-own-source__pick" data-action="pick-file">
            {file.state === 'none' ? 'Выбрать файл' : 'Выбрать другой файл'}
          </label>
          <span className="essay-own-source__file" id={`${ids}-file-state`} data-file-state={file.state} aria-live="polite">
            {file.state === 'none' && 'Файл не выбран'}
            {file.state === 'uploading' && `Загружаем «${file.name}»…`}
            {file.state === 'failed' && `«${shortFileName(file.name)}» не загружен`}
            {file.state === 'uploaded' && (
              <span data-uploaded="true">
                Загружен «
                <button type="button" className="file-chip" data-action="preview-file" title={`Просмотр файла ${file.name}`} onClick={() => previewPickedFile(file.picked)}>
                  {shortFileName(file.name)}
                </button>
                »
              </span>
            )}
          </span>
        </div>
        {errors.file && (
          <span className="field__error" id={`${ids}-file`}>
            {errors.file}
          </span>
        )}
      </div>
      <div className="essay-own-source__grid">
        {field('title', 'Название', 'Мышление и речь')}
        {field('author', 'Автор', 'Выготский Л. С.; второй автор через «;»')}
        {field('publicationYear', 'Год издания', '1934')}
      </div>
      <div className="essay-own-source__grid essay-own-source__grid--imprint">
        {field('city', 'Место издания', 'Москва')}
        {field('publisher', 'Издательство', 'Соцэкгиз')}
      </div>
      {errors.form && (
        <p className="field__error" role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className="btn btn--secondary" disabled={busy}>
        {busy ? 'Добавляем…' : 'Добавить источник'}
      </button>
    </form>
  )
}
