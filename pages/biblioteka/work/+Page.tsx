// A library work (route library-external__category-work-detail, guest content, no JavaScript): the task, the free
// shortened answer, a blurred stand-in for the rest (drawn by CSS: the real answer never reaches a guest's HTML),
// «Получить полное решение», similar works and works of other subjects.
import { useData } from 'vike-react/useData'
import { fullSolutionHref } from '../../../domain/library/work-types'
import { Breadcrumbs, FormulaText, WorkCards } from '../library-ui'
import { workCrumbs } from '../library-seo'
import type { TLibraryWorkData } from './+data'
import { PriceLine } from '../../components/price-line'

const paragraphs = (text: string) =>
  text.split(/\n{2,}/).map((p, i) => (
    <p key={i}>
      <FormulaText text={p} />
    </p>
  ))

export default function Page() {
  const w = useData<TLibraryWorkData>()
  const { category } = w
  return (
    <div className="lib" data-route-name="library-external__category-work-detail">
      <Breadcrumbs items={workCrumbs(w)} />
      <article className="lib-work">
        <header className="lib-head">
          <p className="lib-work__meta">
            <span className="badge badge--primary">{category.subjectTitle}</span>
            <span className="badge">{category.typeSingular}</span>
            <span className="badge">{w.level === 'school' ? 'Школа' : 'Вуз'}</span>
          </p>
          <h1>
            <FormulaText text={w.title} />
          </h1>
        </header>
        <section className="card lib-work__block" aria-labelledby="lib-task">
          <h2 id="lib-task">Условие</h2>
          <div className="lib-work__text">{paragraphs(w.task)}</div>
        </section>
        <section className="card lib-work__block" aria-labelledby="lib-solution">
          <h2 id="lib-solution">Решение</h2>
          <div className="lib-work__text lib-work__short">{paragraphs(w.shortAnswer)}</div>
          <div className="lib-work__locked">
            <div className="lib-work__blur" aria-hidden="true">
              {Array.from({ length: 7 }, (_, i) => (
                <span key={i} />
              ))}
            </div>
            <div className="lib-work__unlock">
              <p>Полное решение с ответом доступно после покупки</p>
              <PriceLine tokens={w.priceTokens} />
              <a className="btn btn--lg" href={fullSolutionHref(w.slug)} rel="nofollow">
                Получить полное решение
              </a>
            </div>
          </div>
        </section>
      </article>
      {w.similarWorks.length > 0 && (
        <section className="lib-section" aria-labelledby="lib-similar">
          <h2 id="lib-similar">Похожие работы</h2>
          <WorkCards works={w.similarWorks} />
        </section>
      )}
      {w.worksWithAnotherSubject.length > 0 && (
        <section className="lib-section" aria-labelledby="lib-other">
          <h2 id="lib-other">Работы по другим предметам</h2>
          <WorkCards works={w.worksWithAnotherSubject} showCategory />
        </section>
      )}
    </div>
  )
}
