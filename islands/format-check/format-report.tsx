// The format check's report (islands/format-check, the text work's completed step): violations grouped by kind, the
// most noticeable first, each with where it is, what was found, what the profile wants and a corrected wording where
// one could be written.
import { useState } from 'react'
import type { TFormatReport } from '../../domain/format-check/violations'
import './format-check.css'

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

export function Groups({ report }: { report: TFormatReport }) {
  return (
    <ol className="format-check__groups">
      {report.groups.map((g) => (
        <Group key={g.kind} group={g} />
      ))}
    </ol>
  )
}

