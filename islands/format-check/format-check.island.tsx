// Нормоконтроль of a student's own DOCX (route ecosystem-format-check__check, issue 37): the file goes to
// POST /api/format-check and the report comes back grouped by kind, the most noticeable first, each item with where it
// is (page estimate, an excerpt), what was found and what GOST 7.32 wants, and a corrected reference entry where one
// could be written.
import { useState } from 'react'
import type { TFormatReport } from '../../domain/format-check/violations'
import { FilePicker } from '../ui/file-picker'
import { useFileUpload } from '../ui/use-file-upload'
import './format-check.css'

const ACCEPT = '.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document'
/** Items shown per kind at first; the rest behind «Показать все». */
const FIRST_ITEMS = 5

function Group({ group }: { group: TFormatReport['groups'][number] }) {
  const [all, setAll] = useState(false)
  const items = all ? group.items : group.items.slice(0, FIRST_ITEMS)
  return (
    <li className="format-check__group" data-kind={group.kind}>
      <h3>
        {group.title} <span className="format-check__count">{group.count}</span>
      </h3>
      <ul>
        {items.map((v, i) => (
          <li key={i}>
            <span className="format-check__where">{[v.page ? `стр. ≈${v.page}` : null, v.excerpt ? `«${v.excerpt}»` : 'весь документ'].filter(Boolean).join(' · ')}</span>
            <span>
              Сейчас: {v.found}. Нужно: {v.expected}.
            </span>
            {v.suggestion && <span className="format-check__suggestion">Как правильно: {v.suggestion}</span>}
          </li>
        ))}
      </ul>
      {!all && group.items.length > FIRST_ITEMS && (
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => setAll(true)}>
          Показать все ({group.items.length})
        </button>
      )}
    </li>
  )
}

export default function FormatCheck() {
  const { file, pick, busy, error, result: report, submit } = useFileUpload<TFormatReport>({ url: '/api/format-check', noFile: 'Выбери файл DOCX' })

  return (
    <div className="format-check">
      <form className="format-check__form" onSubmit={(e) => void submit(e)} noValidate data-form="format-check">
        <FilePicker
          hint="Файл Word в формате DOCX, до 10 МБ"
          accept={ACCEPT}
          file={file}
          onPick={pick}
        />
        <button type="submit" className="btn" disabled={busy} data-action="check-format">
          {busy ? 'Проверяем…' : 'Проверить оформление'}
        </button>
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
      </form>
      {report && (
        <section className="format-check__report" aria-live="polite" data-total={report.total}>
          <h2>{report.total === 0 ? 'Нарушений не найдено' : `Нарушений: ${report.total}`}</h2>
          <p className="format-check__lead">
            Профиль: ГОСТ 7.32-2017. Страниц ≈{report.pages}, абзацев {report.paragraphs}. Сначала — то, что проверяющий заметит первым.
          </p>
          <ol className="format-check__groups">
            {report.groups.map((g) => (
              <Group key={g.kind} group={g} />
            ))}
          </ol>
        </section>
      )}
    </div>
  )
}
