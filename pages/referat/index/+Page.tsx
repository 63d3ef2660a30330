// /referat/ (route external-ai-essay__main): the search form, subjects with counts and the newest referats; no JavaScript.
import { useData } from 'vike-react/useData'
import type { TReferatMainData } from './+data'
import { ReferatList, ReferatSearchForm } from '../referat-list'
import { plural, REFERATS_FORMS } from '../../../domain/text/plural'
import { referatSubjectPath } from '../../../domain/referat/referat-slug'
import '../referat.css'

export default function Page() {
  const { subjects, newest, total } = useData<TReferatMainData>()
  return (
    <div className="referat-page container" data-route-name="external-ai-essay__main" data-total={total}>
      <header className="referat-page__head">
        <h1>Рефераты</h1>
        <p className="muted">
          {total} {plural(total, REFERATS_FORMS)} с планом, введением и списком источников по ГОСТ. Найди свою тему или выбери предмет.
        </p>
        <ReferatSearchForm />
      </header>
      <section aria-labelledby="referat-subjects">
        <h2 id="referat-subjects">Предметы</h2>
        {subjects.length === 0 ? (
          <p className="muted">Каталог наполняется: первые рефераты появятся через пару минут.</p>
        ) : (
          <ul className="referat-subjects">
            {subjects.map((s) => (
              <li key={s.slug}>
                <a className="referat-subject" href={referatSubjectPath(s.slug)}>
                  <span>{s.title}</span>
                  <span className="badge">{s.count}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      {newest.length > 0 && (
        <section aria-labelledby="referat-newest">
          <h2 id="referat-newest">Новые рефераты</h2>
          <ReferatList referats={newest} />
        </section>
      )}
    </div>
  )
}
