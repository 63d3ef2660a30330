// Hero of the main landing page: the promise, two actions and a glimpse of the text assistant at work.
import { Icon } from '../../islands/icons'
import { CLIENT_MAIN_PATH } from '../../domain/routes'
import { LandingNotice } from '../components/landing-notice'

const POINTS = ['Оформление по ГОСТ', 'Источники из научных баз', 'Можно без регистрации']

function ProductGlimpse() {
  return (
    <div className="glimpse" aria-hidden="true">
      <div className="glimpse__card">
        <div className="glimpse__top">
          <span className="badge badge--primary">Реферат · История</span>
          <span className="glimpse__pages">12 страниц</span>
        </div>
        <p className="glimpse__title">Реформы Петра I и их влияние на экономику России</p>
        <ol className="glimpse__outline">
          <li>Введение</li>
          <li>Предпосылки реформ</li>
          <li>Экономические преобразования</li>
          <li>Итоги и значение</li>
        </ol>
        <div className="glimpse__sources">
          <Icon name="library" size={16} /> 14 источников, оформление по ГОСТ
        </div>
        <div className="glimpse__bar">
          <span />
        </div>
        <p className="glimpse__status">Пишем главу 2 из 4…</p>
      </div>
      <div className="glimpse__toast">
        <span className="menu__icon menu__icon--sm" data-kind="task">
          <Icon name="check" size={16} />
        </span>
        <span>
          <strong>Задача решена</strong>
          <span>Физика · 6 шагов</span>
        </span>
      </div>
    </div>
  )
}

export function Hero() {
  return (
    <section className="hero">
      <div className="container hero__grid">
        <div className="hero__copy">
          <LandingNotice />
          <p className="badge badge--primary hero__eyebrow">Помощник для студентов</p>
          <h1>Учёба без завалов: тексты, задачи и презентации</h1>
          <p className="hero__lead">
            Реферат с настоящими источниками, решение задачи по шагам, презентация к семинару и библиотека готовых работ — в одном
            месте.
          </p>
          <div className="hero__actions">
            <a className="btn btn--primary btn--lg" href={CLIENT_MAIN_PATH}>
              Начать сейчас
              <Icon name="arrowRight" size={20} />
            </a>
            <a className="btn btn--secondary btn--lg" href="/biblioteka/">
              Найти готовую работу
            </a>
          </div>
          <ul className="hero__points">
            {POINTS.map((p) => (
              <li key={p}>
                <Icon name="check" size={18} />
                {p}
              </li>
            ))}
          </ul>
        </div>
        <ProductGlimpse />
      </div>
    </section>
  )
}
