// Main landing page (route main): a guest content page that ships no JavaScript; the FAQ opens with <details>.
import { Icon } from '../../islands/icons'
import { CLIENT_MAIN_PATH } from '../../domain/routes'
import { Hero } from './hero'
import { FAQ, SERVICES, STEPS, TRUST } from './content'
import { InlineScript } from '../components/inline-code'
import { pageViewScript } from '../../islands/inline/page-view'

export default function Page() {
  return (
    <div className="landing" data-route-name="main">
      {/* The funnel's first step (pages/admin/analytics): one beacon, no JavaScript bundle. */}
      <InlineScript code={pageViewScript('landing_view', { landing: 'main' })} />
      <Hero />

      <section className="section" aria-labelledby="services-title">
        <div className="container">
          <div className="section__head">
            <h2 id="services-title">Что умеет Кампус</h2>
            <p>Пять инструментов для учёбы: от быстрой задачи до курсовой с источниками.</p>
          </div>
          <ul className="service-grid">
            {SERVICES.map((s) => (
              <li key={s.title} className="card card--link service-card">
                <span className="menu__icon" data-kind={s.kind}>
                  <Icon name={s.icon} size={22} />
                </span>
                <h3>{s.title}</h3>
                <p>{s.text}</p>
                <a className="card__link link-arrow" href={s.href}>
                  {s.action} <Icon name="arrowRight" size={16} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="steps-title">
        <div className="container">
          <div className="section__head">
            <h2 id="steps-title">Как это работает</h2>
            <p>Три шага — и работа готова. Ты видишь и одобряешь каждый.</p>
          </div>
          <ol className="steps">
            {STEPS.map((s, i) => (
              <li key={s.title} className="step">
                <span className="step__num">{i + 1}</span>
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section" aria-labelledby="trust-title">
        <div className="container">
          <div className="section__head">
            <h2 id="trust-title">Почему Кампусу можно доверять</h2>
          </div>
          <ul className="trust-grid">
            {TRUST.map((t) => (
              <li key={t.title} className="trust">
                <span className="trust__icon">
                  <Icon name={t.icon} size={22} />
                </span>
                <div>
                  <h3>{t.title}</h3>
                  <p>{t.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="faq-title">
        <div className="container faq">
          <h2 id="faq-title">Частые вопросы</h2>
          <div className="faq__list">
            {FAQ.map((f) => (
              <details key={f.q} className="faq__item">
                <summary>
                  {f.q}
                  <Icon name="chevron" size={20} />
                </summary>
                <p>{f.a}</p>
              </details>
            ))}
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="cta-title">
        <div className="container">
          <div className="cta">
            <h2 id="cta-title">Начни с первого задания</h2>
            <p>Пара минут на описание — и вечер свободен.</p>
            <a className="btn btn--light btn--lg" href={CLIENT_MAIN_PATH}>
              Открыть кабинет
              <Icon name="arrowRight" size={20} />
            </a>
          </div>
        </div>
      </section>
    </div>
  )
}
