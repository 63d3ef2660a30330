// Documents index (route ecosystem-common__docs): every legal document with its version and date, and «Об оплате».
import { formatEffectiveDate, LEGAL_DOCUMENTS, legalDocPath } from '../../../../domain/legal/documents'
import { WHEEL_RULES_PATH } from '../../../../domain/wheel/prizes'
import { PRICES_PATH } from '../../../../domain/routes'
import '../docs.css'

export default function Page() {
  return (
    <section className="docs-index" data-route-name="ecosystem-common__docs">
      <h1>Документы</h1>
      <p>Правила Кампуса, условия оплаты и то, как мы обращаемся с твоими данными.</p>
      <ul className="docs-index__list">
        {LEGAL_DOCUMENTS.map((d) => (
          <li key={d.slug} className="card card--link docs-index__item" data-doc={d.slug}>
            <h2>
              <a className="card__link" href={legalDocPath(d.slug)}>
                {d.title}
              </a>
            </h2>
            <p>{d.summary}</p>
            <p className="docs-index__meta">
              Редакция {d.version} от {formatEffectiveDate(d.effectiveDate)}
            </p>
          </li>
        ))}
        <li className="card card--link docs-index__item" data-doc="prices">
          <h2>
            <a className="card__link" href={PRICES_PATH}>
              Цены
            </a>
          </h2>
          <p>Сколько стоит каждое задание, пакеты токенов и подписка.</p>
        </li>
        <li className="card card--link docs-index__item" data-doc="about-payment">
          <h2>
            <a className="card__link" href="/ecosystem/docs/about-payment">
              Об оплате
            </a>
          </h2>
          <p>Как оплатить картой и как вернуть деньги.</p>
        </li>
        <li className="card card--link docs-index__item" data-doc="wheel-rules">
          <h2>
            <a className="card__link" href={WHEEL_RULES_PATH}>
              Правила колеса фортуны
            </a>
          </h2>
          <p>Призы, вероятности и откуда берутся вращения.</p>
        </li>
      </ul>
    </section>
  )
}
