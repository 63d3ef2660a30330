// «Методичка» on the requirements step (orders.md §3 workbookFile, optional): the file is checked here with the same
// rule as the server (the spec's extensions, 10 MB, its messages), uploaded as multipart, and shown by its short name.
import { useRef, useState } from 'react'
import { ALLOWED_UPLOAD_EXTENSIONS, checkUpload, shortFileName } from '../../domain/files/uploads'
import { getApiToken, getFingerprint } from '../graphql/credentials'
import { showEssayError, type TEssayOrder } from './essay-api'
import { Icon } from '../icons'

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
      const body = new FormData()
      body.append('file', file)
      const headers: Record<string, string> = { 'x-fingerprint': getFingerprint() }
      const token = getApiToken()
      if (token) headers.authorization = `Bearer ${token}`
      const res = await fetch(`/api/ai-essay-order/${encodeURIComponent(order.id)}/workbook`, { method: 'POST', body, headers })
      const answer = (await res.json().catch(() => null)) as { workbookFile?: TEssayOrder['workbookFile']; error?: { message?: string } } | null
      if (!res.ok || !answer?.workbookFile) {
        setError(answer?.error?.message ?? null)
        if (!answer?.error?.message) showEssayError(null)
        return
      }
      onOrder({ ...order, workbookFile: answer.workbookFile })
    } catch (e) {
      showEssayError(e)
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
          <span className="essay-workbook__name" title={order.workbookFile.name}>
            <Icon name="text" size={18} /> {shortFileName(order.workbookFile.name)}
          </span>
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
