// Marketing landing /m/context/{type} (route marketing__context, guest content, no JavaScript): the work type's heading,
// descriptor and button label (orders.md §3 AI work types), the call to action into the text-work start with the type
// preselected, the notice by message_id 2–5 and the countries we work for (orders.md §9).
import { usePageContext } from 'vike-react/usePageContext'
import { Icon } from '../../../islands/icons'
import { MARKETING_COUNTRIES, marketingCtaHref, marketingLanding } from '../../../domain/landings/marketing'
import { LandingNotice } from '../../components/landing-notice'
import './marketing.css'

export default function Page() {
  const { routeParams } = usePageContext()
  // The route function admits only the table's types, so a landing is always found here.
  const landing = marketingLanding(routeParams.type)
  if (!landing) return null
  const { workType } = landing
  const cta = marketingCtaHref(workType)
  return (
    <div className="landing marketing" data-route-name="marketing__context" data-work-type={workType.slug}>
      <section className="hero">
        <div className="container marketing__hero">
          <LandingNotice />
          <p className="badge badge--primary hero__eyebrow">
            {workType.title} · {workType.descriptor}
          </p>
          <h1>{landing.heading}</h1>
          <p className="hero__lead">{landing.subheading}</p>
          <div className="hero__actions">
            <a className="btn btn--primary btn--lg" href={cta} data-cta="start">
              {workType.buttonLabel}
            </a>
          </div>
          <ul className="hero__points">
            {landing.points.map((p) => (
              <li key={p}>
                <Icon name="check" size={16} /> {p}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="honest-title">
        <div className="container">
          <div className="section__head">
            <h2 id="honest-title">Как мы помогаем</h2>
            <p>
              Кампус — помощник и репетитор, а не исполнитель на заказ. Мы помогаем понять тему, составить план, подобрать
              источники и оформить работу, а думаешь и решаешь ты сам.
            </p>
          </div>
          <ol className="steps">
            <li className="step">
              <span className="step__num">1</span>
              <h3>Тема и требования</h3>
              <p>Укажи тему и требования преподавателя — помощник уточнит, что важно раскрыть.</p>
            </li>
            <li className="step">
              <span className="step__num">2</span>
              <h3>План и источники</h3>
              <p>Получи план, который можно поправить, и список настоящих источников.</p>
            </li>
            <li className="step">
              <span className="step__num">3</span>
              <h3>Черновик для работы</h3>
              <p>Используй черновик как основу: перепроверь, дополни своими мыслями и оформи по ГОСТу.</p>
            </li>
          </ol>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="countries-title">
        <div className="container">
          <h2 id="countries-title">Работаем для студентов и школьников из стран</h2>
          <ul className="marketing__countries">
            {MARKETING_COUNTRIES.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <div className="cta">
            <h2>{workType.title}: начни с темы</h2>
            <p>Первые шаги бесплатны и без регистрации.</p>
            <a className="btn btn--light btn--lg" href={cta} data-cta="bottom">
              {workType.buttonLabel}
            </a>
          </div>
        </div>
      </section>
    </div>
  )
}
