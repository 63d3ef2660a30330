// Pages of «Мои задания»: back, the page numbers around the current one (with the first and the last), forward.
import { Icon } from '../icons'

/** Page numbers to show, `null` where a run is left out: 1 … 4 5 6 … 12. */
export function pageList(page: number, lastPage: number): (number | null)[] {
  const wanted = new Set([1, lastPage, page - 1, page, page + 1].filter((n) => n >= 1 && n <= lastPage))
  // A gap of one page shows that page instead of «…».
  if (wanted.has(3) && lastPage >= 3) wanted.add(2)
  if (wanted.has(lastPage - 2) && lastPage >= 3) wanted.add(lastPage - 1)
  const sorted = [...wanted].sort((a, b) => a - b)
  const out: (number | null)[] = []
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1]! > 1) out.push(null)
    out.push(n)
  })
  return out
}

type Props = { page: number; lastPage: number; onChange: (page: number) => void }

export function OrdersPager({ page, lastPage, onChange }: Props) {
  const go = (n: number) => {
    onChange(n)
    document.querySelector('.my-orders')?.scrollIntoView({ block: 'start', behavior: 'smooth' })
  }
  return (
    <nav className="orders-pager" aria-label="Страницы заданий">
      <button type="button" className="btn btn--secondary btn--sm orders-pager__step" disabled={page <= 1} onClick={() => go(page - 1)} aria-label="Предыдущая страница">
        <Icon name="arrowRight" size={16} className="orders-pager__back" />
      </button>
      {pageList(page, lastPage).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} className="orders-pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={n}
            type="button"
            className="btn btn--sm orders-pager__page"
            data-page={n}
            aria-current={n === page ? 'page' : undefined}
            onClick={() => n !== page && go(n)}
          >
            {n}
          </button>
        ),
      )}
      <button type="button" className="btn btn--secondary btn--sm orders-pager__step" disabled={page >= lastPage} onClick={() => go(page + 1)} aria-label="Следующая страница">
        <Icon name="arrowRight" size={16} />
      </button>
    </nav>
  )
}
