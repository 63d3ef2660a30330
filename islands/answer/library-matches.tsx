// The library's matches of a task, as the task page lists them and the AI order page shows its search result
// (orders.md §3 AI order searchByOrderResult): the matched words of a snippet marked, and the AI order's short list of
// the ready works found for the same question, each a link to its library page.
import { Fragment } from 'react'
import { snippetParts } from '../../domain/task/match-snippet'

/** The snippet's matched words as <mark>. */
export function MatchSnippet({ text, className }: { text: string; className: string }) {
  return <p className={className}>{snippetParts(text).map((p, i) => (p.matched ? <mark key={i}>{p.text}</mark> : <Fragment key={i}>{p.text}</Fragment>))}</p>
}

type TSearchMatch = { position: number; scoreLabel: string; snippet: string; libraryWork: { id: string; slug: string; title: string; href: string; typeTitle: string } }

/** The AI order's search result: nothing at all when the search found no work. */
export function SearchByOrderResult({ matches }: { matches: readonly TSearchMatch[] | null | undefined }) {
  if (!matches || matches.length === 0) return null
  return (
    <section className="ai-found" aria-labelledby="ai-found-title" data-search-result={matches.length}>
      <h3 id="ai-found-title" className="ai-found__title">
        Нашли в библиотеке
      </h3>
      <ol className="ai-found__list">
        {matches.map((m) => (
          <li key={m.position} className="ai-found__item" data-work={m.libraryWork.slug}>
            <div className="ai-found__head">
              <a href={m.libraryWork.href}>{m.libraryWork.title}</a>
              <span className="badge badge--success">{m.scoreLabel}</span>
            </div>
            <MatchSnippet className="ai-found__snippet" text={m.snippet} />
          </li>
        ))}
      </ol>
    </section>
  )
}
