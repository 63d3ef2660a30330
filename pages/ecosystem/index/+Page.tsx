// Client dashboard (route ecosystem-common__dashboard): greeting, the services, recent orders and more.
// The mass alert, toasts and popups come with the ecosystem layout.
import { Island } from '../../../islands/island'
import { Icon } from '../../../islands/icons'
import QuickMenu from '../../../islands/quick-menu.island'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { matchRoute } from '../../../domain/route-match'
import { SERVICES_MENU } from '../../../domain/navigation'
import type { Data } from './+data'

const MORE = [
  { href: '/biblioteka/', icon: 'library', kind: 'library', title: 'Библиотека готовых работ', text: 'Рефераты, курсовые и решения по всем предметам' },
  { href: '/ecosystem/originality', icon: 'shield', kind: 'text', title: 'Проверка уникальности', text: 'Сравним твою работу с библиотекой и работами других студентов' },
  { href: '/ecosystem/format-check', icon: 'check', kind: 'referat', title: 'Нормоконтроль', text: 'Проверим и исправим оформление по ГОСТ: поля, шрифты, подписи, источники' },
  { href: '/ecosystem/subscription', icon: 'card', kind: 'text', title: 'Подписка', text: 'Токены каждый месяц и бонусы за покупки' },
  { href: '/ecosystem/friends', icon: 'gift', kind: 'slides', title: 'Бонусы за друзей', text: 'Приглашай друзей и получай токены' },
] as const

export default function Page() {
  // The same page answers the web-app's address (/webapp…), under that route's name.
  const routeName = matchRoute(usePageContext().urlPathname)?.route.name ?? 'ecosystem-common__dashboard'
  const { trainingOn } = useData<Data>()
  return (
    <>
      <div className="cabinet-top" data-route-name={routeName}>
        <h1>Кабинет</h1>
        <p>Привет! Чем займёмся сегодня?</p>
      </div>

      <ul className="service-tiles" aria-label="Сервисы">
        {SERVICES_MENU.map((s) => (
          <li key={s.href} className="card card--link service-tile">
            <span className="menu__icon" data-kind={s.kind}>
              <Icon name={s.kind} size={24} />
            </span>
            <div>
              <h2>
                <a className="card__link" href={s.href}>
                  {s.label}
                </a>
              </h2>
              <p>{s.hint}</p>
            </div>
            <Icon name="arrowRight" className="service-tile__go" />
          </li>
        ))}
        {/* Training mode is not an order kind of the services menu: the dashboard offers it on its own card. */}
        {trainingOn && (
        <li className="card card--link service-tile" data-entry="training">
          <span className="menu__icon" data-kind="ai">
            <Icon name="support" size={24} />
          </span>
          <div>
            <h2>
              <a className="card__link" href="/ecosystem/training">
                Тренировка с репетитором
              </a>
            </h2>
            <p>Подсказки шаг за шагом — решаешь сам</p>
          </div>
          <Icon name="arrowRight" className="service-tile__go" />
        </li>
        )}
      </ul>

      <Island name="quick-menu" component={QuickMenu} props={{ variant: 'dashboard' }} />

      <section aria-labelledby="more-title">
        <div className="section-head">
          <h2 id="more-title">Ещё в Кампусе</h2>
        </div>
        <ul className="more-links">
          {MORE.map((m) => (
            <li key={m.href} className="card card--link more-link">
              <span className="menu__icon" data-kind={m.kind}>
                <Icon name={m.icon} />
              </span>
              <div>
                <h3>
                  <a className="card__link" href={m.href}>
                    {m.title}
                  </a>
                </h3>
                <p>{m.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
