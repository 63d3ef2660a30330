// A finished originality check as the student reads it: «Уникальность: NN %» with its meter, the sources (a catalogue
// text linked to its page, a client's only as «другая работа сервиса») and the matched fragments, each with an optional
// action (the text work's «Переписать фрагмент»). Shared by the finished work's report and the own-file check.
import { useState, type ReactNode } from 'react'
import type { OriginalityCheckFieldsFragment } from '../graphql/generated/originality/graphql'
import './originality.css'

export type TOriginalityCheck = OriginalityCheckFieldsFragment
type TFragment = TOriginalityCheck['fragments'][number]

/** Fragments listed at first; the rest behind «Показать ещё». */
const FIRST_FRAGMENTS = 8

export const formatPercent = (n: number) => `${new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 }).format(n)} %`
const level = (n: number) => (n >= 85 ? 'high' : n >= 60 ? 'mid' : 'low')

type Props = {
  check: TOriginalityCheck
  /** What the lead says when there are matches (where they are shown and what to do). */
  lead: string
  action?: (f: TFragment) => ReactNode
  /** Said instead of the sources and fragments when the caller may not see them (a guest). */
  hidden?: ReactNode
}

export function OriginalityResult({ check, lead, action, hidden }: Props) {
  const [all, setAll] = useState(false)
  const originality = check.originality ?? 100
  const fragments = all ? check.fragments : check.fragments.slice(0, FIRST_FRAGMENTS)
  return (
    <>
      <p className="originality__score" data-level={level(originality)}>
        Уникальность: <strong>{formatPercent(originality)}</strong>
      </p>
      <span className="originality__meter" aria-hidden="true">
        <span style={{ width: `${originality}%` }} />
      </span>
      {hidden ??
        (check.sources.length === 0 ? (
          <p className="originality__lead">Совпадений с работами сервиса не найдено.</p>
        ) : (
          <>
            <p className="originality__lead">{lead}</p>
            <ul className="originality__sources">
              {check.sources.map((s, i) => (
                <li key={i}>
                  {s.path ? <a href={s.path}>{s.title}</a> : <span>{s.title}</span>} — {formatPercent(s.share)} текста
                </li>
              ))}
            </ul>
            <ol className="originality__fragments">
              {fragments.map((f) => (
                <li key={f.start} data-fragment={f.start}>
                  <blockquote>{f.excerpt.length < f.end - f.start ? `${f.excerpt}…` : f.excerpt}</blockquote>
                  <span className="originality__from">Совпадает с: {f.sources.map((i) => check.sources[i]?.title).join(', ')}</span>
                  {action?.(f)}
                </li>
              ))}
            </ol>
            {!all && check.fragments.length > FIRST_FRAGMENTS && (
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => setAll(true)}>
                Показать ещё
              </button>
            )}
          </>
        ))}
    </>
  )
}
