// The library's main page (route library-external__main, guest content, no JavaScript): search, types and popular
// subjects with their counts; with ?q= the search results.
import { useData } from 'vike-react/useData'
import { Breadcrumbs, EmptyResult, SearchForm, WorkCards } from '../library-ui'
import { libraryMainCrumbs } from '../library-seo'
import type { TLibraryMainData } from './+data'
import { formatNumber } from '../../../domain/money/format'
import { plural } from '../../../domain/text/plural'

const works = (n: number) => `${formatNumber(n)} ${plural(n, ['работа', 'работы', 'работ'])}`

export default function Page() {
  const { overview, search } = useData<TLibraryMainData>()
  return (
    <div className="lib" data-route-name="library-external__main">
      <Breadcrumbs items={libraryMainCrumbs()} />
      <header className="lib-hero">
        <h1>Библиотека готовых работ</h1>
        <p>Решения задач, ответы на вопросы и упражнения с подробным разбором. Начало решения открыто для всех.</p>
        <SearchForm query={search?.query ?? ''} />
      </header>

      {search && (
        <section className="lib-section" aria-labelledby="lib-results">
          <h2 id="lib-results">{search.query ? `Результаты по запросу «${search.query}»` : 'Введите запрос'}</h2>
          {search.byTypo && <p className="lib-note">Точных совпадений нет — показываем похожие работы.</p>}
          {search.works.length ? <WorkCards works={search.works} showCategory /> : <EmptyResult />}
        </section>
      )}

      {overview.popular.length > 0 && (
        <section className="lib-section" aria-labelledby="lib-popular">
          <h2 id="lib-popular">Популярные предметы</h2>
          <ul className="lib-chips">
            {overview.popular.map((s) => (
              <li key={s.subjectSlug}>
                <a className="lib-chip" href={s.href}>
                  {s.subjectTitle} <span>{s.count}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="lib-section" aria-labelledby="lib-types">
        <h2 id="lib-types">Разделы библиотеки</h2>
        <ul className="lib-types">
          {overview.types.map((t) => (
            <li key={t.slug} className="card lib-type" data-type={t.slug}>
              <h3>{t.title}</h3>
              <p className="lib-type__count">{works(t.count)}</p>
              {t.subjects.length ? (
                <ul className="lib-type__subjects">
                  {t.subjects.map((s) => (
                    <li key={s.subjectSlug}>
                      <a href={s.href}>{s.subjectTitle}</a> <span>{s.count}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="lib-note">Скоро здесь появятся работы.</p>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section className="card lib-cta">
        <div>
          <h2>Не нашёл свою задачу?</h2>
          <p>Опиши её — решим с подробным разбором.</p>
        </div>
        <a className="btn" href="/biblioteka/reshenie-zadach/">
          Решить задачу
        </a>
      </section>
    </div>
  )
}
