// The library import in the page: paste JSON Lines or pick a file, «Проверить» shows what `npm run library:import`
// would do with each line (new, update, or refused with the line number and the reason) before anything is written;
// «Импортировать» then loads the valid lines and shows the importer's report.
import { useState, type ChangeEvent } from 'react'
import type { TLibraryImportCheck } from '../../../domain/admin/library'
import { Alert, PanelHead } from '../admin-parts'
import { adminFetch } from '../api'

type TReport = { total: number; inserted: number; updated: number; unchanged: number; refused: { line: number; slug?: string; reason: string }[] }

const NUMBER = new Intl.NumberFormat('ru-RU')

export function LibraryImport({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const [text, setText] = useState('')
  const [check, setCheck] = useState<TLibraryImportCheck | null>(null)
  const [report, setReport] = useState<TReport | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function pick(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0]
    if (!file) return
    setText(await file.text())
    setCheck(null)
    setReport(null)
  }

  async function run<T>(path: string, then: (data: T) => void) {
    setBusy(true)
    setError(null)
    const res = await adminFetch<T>(path, { body: { text } })
    setBusy(false)
    if (!res.ok) return setError(res.error.message)
    then(res.data)
  }

  return (
    <section className="admin-editor" aria-labelledby="library-import-title">
      <PanelHead block="admin-editor" titleId="library-import-title" title="Импорт работ (JSONL)" onClose={onClose} closeText="← К списку" />
      <p className="admin__lead">
        Формат тот же, что у <code>npm run library:import</code>: одна работа — одна строка JSON. Работа с тем же адресом обновляется. До 1 МБ за раз.
      </p>
      <div className="admin-form admin-form--wide">
        <div className="field">
          <label className="field__label" htmlFor="import-file">
            Файл .jsonl
          </label>
          <input id="import-file" type="file" accept=".jsonl,.json,.txt,application/json,text/plain" onChange={(e) => void pick(e)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="import-text">
            Или вставь строки
          </label>
          <textarea
            id="import-text"
            className="input admin-import__text"
            rows={8}
            value={text}
            spellCheck={false}
            onChange={(e) => {
              setText(e.target.value)
              setCheck(null)
              setReport(null)
            }}
          />
        </div>
        <Alert>{error}</Alert>
        <div className="admin-form__actions">
          <button className="btn btn--secondary" type="button" disabled={busy || !text.trim()} onClick={() => void run<TLibraryImportCheck>('/api/admin/library/import/check', setCheck)}>
            Проверить
          </button>
          {check && check.valid.length > 0 && !report && (
            <button
              className="btn"
              type="button"
              disabled={busy}
              onClick={() =>
                void run<TReport>('/api/admin/library/import', (r) => {
                  setReport(r)
                  onImported()
                })
              }
            >
              Импортировать {NUMBER.format(check.valid.length)} из {NUMBER.format(check.total)}
            </button>
          )}
        </div>
      </div>
      {check && !report && <ImportCheck check={check} />}
      {report && (
        <div className="admin-import__report" role="status">
          <p>
            Готово: добавлено {NUMBER.format(report.inserted)}, обновлено {NUMBER.format(report.updated)}, без изменений {NUMBER.format(report.unchanged)}, отклонено{' '}
            {NUMBER.format(report.refused.length)}.
          </p>
          {report.refused.length > 0 && <RefusedLines lines={report.refused} />}
        </div>
      )}
    </section>
  )
}

function ImportCheck({ check }: { check: TLibraryImportCheck }) {
  const fresh = check.valid.filter((l) => !l.exists).length
  return (
    <div className="admin-import__check" role="status">
      <p>
        Строк: {NUMBER.format(check.total)}. Пройдут: {NUMBER.format(check.valid.length)} (новых {NUMBER.format(fresh)}, обновят существующие{' '}
        {NUMBER.format(check.valid.length - fresh)}). С ошибками: {NUMBER.format(check.refused.length)}. Пока ничего не записано.
      </p>
      {check.refused.length > 0 && <RefusedLines lines={check.refused} />}
      {check.valid.length > 0 && (
        <details>
          <summary>Строки без ошибок</summary>
          <ul className="admin-import__lines">
            {check.valid.map((l) => (
              <li key={l.line}>
                Строка {l.line}: <code>{l.slug}</code> — {l.title} {l.exists ? '(обновит)' : '(новая)'}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  )
}

function RefusedLines({ lines }: { lines: { line: number; slug?: string; reason?: string }[] }) {
  return (
    <div className="data-table__wrap">
      <table className="admin-import__refused">
        <caption>Строки с ошибками</caption>
        <thead>
          <tr>
            <th scope="col">Строка</th>
            <th scope="col">Адрес</th>
            <th scope="col">Что не так</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={`${l.line}-${l.reason}`}>
              <td>{l.line}</td>
              <td>{l.slug ? <code>{l.slug}</code> : '—'}</td>
              <td>{l.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
