// /referat/{subjectSlug}/ (route external-ai-essay__category): the subject's referats, newest first, paged by links.
import { useData } from 'vike-react/useData'
import type { TReferatCategoryData } from './+data'
import { Breadcrumbs, ReferatList, ReferatSearchForm } from '../referat-list'
import { EMPTY_SEARCH_MESSAGE, referatSubjectPath } from '../../../domain/referat/referat-slug'
import { plural, REFERATS_FORMS } from '../../../domain/text/plural'
import { subjectCrumbs } from '../referat-seo'
import '../referat.css'

export default function Page() {
  const { subject, referats, page, pages, total } = useData<TReferatCategoryData>()
  const path = referatSubjectPath(subject.slug)
  const pageHref = (n: number) => (n === 1 ? path : `${path}?page=${n}`)
  return (
    <div className="referat-page container" data-route-name="external-ai-essay__category">
      <Breadcrumbs items={subjectCrumbs(subject)} />
      <header className="referat-page__head">
        <h1>Рефераты по {subject.titleDative}</h1>
        <p className="muted">
          {total} {plural(total, REFERATS_FORMS)}
        </p>
        <ReferatSearchForm />
      </header>
      {referats.length ? <ReferatList referats={referats} showSubject={false} /> : <p className="empty-state__title">{EMPTY_SEARCH_MESSAGE}</p>}
      {pages > 1 && (
        <nav className="referat-pager" aria-label="Страницы">
          {page > 1 && (
            <a className="btn btn--secondary btn--sm" href={pageHref(page - 1)} rel="prev">
              Назад
            </a>
          )}
          <span className="muted">
            Страница {page} из {pages}
          </span>
          {page < pages && (
            <a className="btn btn--secondary btn--sm" href={pageHref(page + 1)} rel="next">
              Дальше
            </a>
          )}
        </nav>
      )}
    </div>
  )
}
