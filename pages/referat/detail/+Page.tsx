// /referat/{slug}-{id}/ (route external-ai-essay__detail): h1, figures, outline, the introduction, the reference list
// and «Скачать DOCX» for a buyer (this very referat, its price shown), with «Написать свой реферат на эту тему» as a
// separate action. The rest of the text never reaches the page. No JavaScript.
import { useData } from 'vike-react/useData'
import type { TReferatDetailData } from './+data'
import { Breadcrumbs } from '../referat-list'
import { DEMO_REFERAT_LABEL } from '../../../domain/referat/referat-slug'
import { referatCrumbs } from '../referat-seo'
import { CHARACTERS_FORMS, plural, SOURCES_FORMS } from '../../../domain/text/plural'
import '../referat.css'
import { formatNumber } from '../../../domain/money/format'
import { REFERAT_ORDER_PRICE_TOKENS } from '../../../domain/referat/order-statuses'
import { PriceLine } from '../../components/price-line'

const paragraphs = (text: string) => text.split(/\n{2,}|\n/).map((p) => p.trim()).filter(Boolean)

export default function Page() {
  const { referat: r, docxHref, writeHref } = useData<TReferatDetailData>()
  return (
    <article className="referat-page referat-detail container" data-route-name="external-ai-essay__detail" data-referat-id={r.id}>
      <Breadcrumbs items={referatCrumbs(r)} />
      <header className="referat-page__head">
        <p className="referat-detail__kind muted">Реферат по предмету «{r.subject.title}»</p>
        <h1>{r.title}</h1>
        {r.isDemo && (
          <p className="referat-demo" data-demo>
            <span className="badge badge--warning">{DEMO_REFERAT_LABEL}</span> Этот реферат написал встроенный демо-генератор, а не
            языковая модель: текст служит образцом оформления и не является источником фактов. Список литературы — реальные издания из
            каталога источников.
          </p>
        )}
        <dl className="referat-facts">
          <div>
            <dt>Объем</dt>
            <dd data-testid="referat-characters">
              {formatNumber(r.charactersCount)} {plural(r.charactersCount, CHARACTERS_FORMS)}
            </dd>
          </div>
          <div>
            <dt>Источники</dt>
            <dd data-testid="referat-sources">
              {r.sourcesCount} {plural(r.sourcesCount, SOURCES_FORMS)}
            </dd>
          </div>
          {r.uniqueness !== null && (
            <div>
              <dt>Уникальность</dt>
              <dd data-testid="referat-uniqueness" title="По работам сервиса: библиотеке, каталогу рефератов и работам студентов">
                {`${new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 }).format(r.uniqueness)} %`}
              </dd>
            </div>
          )}
          <div>
            <dt>Формат</dt>
            <dd>DOCX, ГОСТ 7.32</dd>
          </div>
        </dl>
        <div className="referat-detail__actions">
          <a className="btn btn--lg referat-detail__download" href={docxHref} rel="nofollow">
            Скачать DOCX
          </a>
          <a className="btn btn--secondary btn--lg" href={writeHref} rel="nofollow" data-testid="referat-write-own">
            Написать свой реферат на эту тему
          </a>
        </div>
        <PriceLine tokens={REFERAT_ORDER_PRICE_TOKENS} demoFree={r.isDemo} />
      </header>

      <section className="card referat-outline" aria-labelledby="referat-outline">
        <h2 id="referat-outline">Содержание</h2>
        <ol>
          <li>Введение</li>
          {r.outline.map((c, i) => (
            <li key={c.title}>
              {i + 1}. {c.title}
              {c.subchapters.length > 0 && (
                <ol>
                  {c.subchapters.map((s, j) => (
                    <li key={s.title}>
                      {i + 1}.{j + 1}. {s.title}
                    </li>
                  ))}
                </ol>
              )}
            </li>
          ))}
          <li>Заключение</li>
          <li>Список использованных источников</li>
        </ol>
      </section>

      <section className="referat-text" aria-label="Начало реферата" data-testid="referat-first-part">
        {r.firstPart.map((s) => (
          <section key={s.title}>
            <h2>{s.title}</h2>
            {paragraphs(s.text).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </section>
        ))}
        <div className="referat-more card">
          <p>Основная часть и заключение — в полной версии реферата.</p>
          <a className="btn" href={docxHref} rel="nofollow">
            Скачать DOCX
          </a>
        </div>
      </section>

      {r.references.length > 0 && (
        <section aria-labelledby="referat-references">
          <h2 id="referat-references">Список использованных источников</h2>
          <ol className="referat-references" data-testid="referat-references">
            {r.references.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </section>
      )}
    </article>
  )
}
