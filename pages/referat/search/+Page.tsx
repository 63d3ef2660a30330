// /referat/search/ (route external-ai-essay__search): the form and its results; nothing found shows the spec's message.
import { useData } from 'vike-react/useData'
import type { TReferatSearchData } from './+data'
import { Breadcrumbs, ReferatList, ReferatSearchForm } from '../referat-list'
import { EMPTY_SEARCH_MESSAGE } from '../../../domain/referat/referat-slug'
import { searchCrumbs } from '../referat-seo'
import '../referat.css'

export default function Page() {
  const { query, searched, hits } = useData<TReferatSearchData>()
  return (
    <div className="referat-page container" data-route-name="external-ai-essay__search">
      <Breadcrumbs items={searchCrumbs()} />
      <header className="referat-page__head">
        <h1>Поиск рефератов</h1>
        <ReferatSearchForm query={query} />
      </header>
      {hits.length > 0 ? (
        <section aria-label="Результаты поиска">
          <p className="muted" data-testid="referat-search-count">
            Нашли по запросу «{query}»: {hits.length}
          </p>
          <ReferatList referats={hits} />
        </section>
      ) : searched ? (
        <div className="empty-state" data-testid="referat-search-empty">
          <p className="empty-state__title">{EMPTY_SEARCH_MESSAGE}</p>
          <p className="empty-state__text">
            Попробуй другие слова или <a href="/referat/">выбери предмет</a>.
          </p>
        </div>
      ) : (
        <p className="muted">Введи тему или ключевые слова: например, «инфляция», «Петр I», «фотосинтез».</p>
      )}
    </div>
  )
}
