// «Методичка» on the requirements step (orders.md §3 workbookFile, optional): the file is checked here with the same
// rule as the server (the spec's extensions, 10 MB, its messages), uploaded as multipart, and shown by its short name;
// the name opens «Просмотр файла» with the file fetched from the order's workbook route with the client's token.
import { useRef, useState } from 'react'
import { ALLOWED_UPLOAD_EXTENSIONS, checkUpload, shortFileName } from '../../domain/files/uploads'
import { ApiError } from '../graphql/api-error'
import { apiJson } from '../graphql/rest'
import { showEssayError, type TEssayOrder } from './essay-api'
import { Icon } from '../icons'
import { previewOwnFile } from '../popups/file-preview'

const ACCEPT = ALLOWED_UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',')

export function WorkbookField({ order, onOrder }: { order: TEssayOrder; onOrder: (o: TEssayOrder) => void }) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const input = useRef<HTMLInputElement>(null)

  async function pick(file: File | undefined) {
    if (!file) return
    const problem = checkUpload({ name: file.name, size: file.size })
    setError(problem)
    if (problem) return
    setBusy(true)
    try {
      const form = new FormData()
      form.append('file', file)
      const answer = await apiJson<{ workbookFile?: TEssayOrder['workbookFile'] }>(`/api/ai-essay-order/${encodeURIComponent(order.id)}/workbook`, { form })
      if (!answer.workbookFile) return showEssayError(null)
      onOrder({ ...order, workbookFile: answer.workbookFile })
    } catch (e) {
      // The server's refusal of this file (format, size, one per order) belongs under the field; a failure is a toast.
      if (e instanceof ApiError && e.code !== 'NETWORK' && e.code !== 'INTERNAL') setError(e.message)
      else showEssayError(e)
    } finally {
      setBusy(false)
      if (input.current) input.current.value = ''
    }
  }

  return (
    <div className="field" data-field="workbook">
      <span className="field__label">Методичка</span>
      <div className="essay-workbook">
        {order.workbookFile && (
          <button
            type="button"
            className="file-chip essay-workbook__name"
            title={`Просмотр файла ${order.workbookFile.name}`}
            data-action="preview-file"
            onClick={() => order.workbookFile && previewOwnFile(order.workbookFile.name, `/api/ai-essay-order/${encodeURIComponent(order.id)}/workbook`)}
          >
            <Icon name="text" size={18} /> {shortFileName(order.workbookFile.name)}
          </button>
        )}
        <label className="btn btn--secondary btn--sm essay-workbook__pick" aria-busy={busy}>
          {busy ? 'Загружаем…' : order.workbookFile ? 'Заменить файл' : 'Прикрепить файл'}
          <input ref={input} type="file" name="workbook" accept={ACCEPT} hidden disabled={busy} onChange={(e) => void pick(e.target.files?.[0])} />
        </label>
      </div>
      {error ? <span className="field__error">{error}</span> : <span className="field__hint">Необязательно: требования преподавателя к работе, до 10 МБ</span>}
    </div>
  )
}
