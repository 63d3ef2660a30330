// «Проверить оформление» of a generated work before it is downloaded (issue 37 part 5): the work's DOCX, as the
// download would give it in the chosen profile, checked by the same rules as a student's own file
// (GET /api/ai-essay-order/{id}/format-check?profile=…).
import { useEffect, useState } from 'react'
import type { TFormatReport } from '../../domain/format-check/violations'
import { apiJson } from '../graphql/rest'
import { uploadMessageOf } from '../ui/use-file-upload'
import { Groups } from './format-report'

export function WorkFormatCheck({ url, profileName }: { url: string; profileName: string }) {
  const [busy, setBusy] = useState(false)
  const [report, setReport] = useState<TFormatReport | null>(null)
  const [error, setError] = useState<string | null>(null)
  // Another profile (or a changed text) asks for a new check.
  useEffect(() => setReport(null), [url])

  async function check() {
    setBusy(true)
    setError(null)
    try {
      setReport(await apiJson<TFormatReport>(url))
    } catch (e) {
      setError(uploadMessageOf(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="format-check__work" data-format-check={report ? report.total : 'none'}>
      {!report && (
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => void check()} disabled={busy} data-action="check-work-format">
          {busy ? 'Проверяем оформление…' : `Проверить оформление: ${profileName}`}
        </button>
      )}
      {report && (
        <p className="format-check__lead" aria-live="polite">
          {report.total === 0
            ? `Нормоконтроль (${profileName}): нарушений не найдено (страниц ≈${report.pages}).`
            : `Нормоконтроль (${profileName}): нарушений ${report.total} — они перечислены ниже.`}
        </p>
      )}
      {report && report.total > 0 && <Groups report={report} />}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
