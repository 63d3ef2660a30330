// Footer of the landing layout: the services, help links, support hours (platform.md §1) and payment methods.
import { SERVICES_MENU } from '../../domain/navigation'
import { Logo } from './logo'
import { PRICES_PATH } from '../../domain/routes'

const MORE_SERVICES = [
  { href: '/biblioteka/', label: 'Библиотека готовых работ' },
  { href: '/referat/', label: 'Рефераты' },
]
const HELP = [
  { href: '/faq', label: 'Частые вопросы' },
  { href: '/contacts', label: 'Контакты' },
  { href: '/b/payment', label: 'Тарифы' },
  { href: PRICES_PATH, label: 'Цены' },
  { href: '/ecosystem/docs/about-payment', label: 'Об оплате' },
  { href: '/ecosystem/docs', label: 'Документы' },
]

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <Logo />
          <p>Помогаем студентам с учёбой: тексты с настоящими источниками, решения задач, презентации и готовые работы.</p>
          <p className="site-footer__hours">Поддержка: по будням с 10:00 до 19:00 по Москве</p>
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services">Сервисы</h2>
          <ul>
            {[...SERVICES_MENU, ...MORE_SERVICES].map((l) => (
              <li key={l.href}>
                <a href={l.href}>{l.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help">Помощь</h2>
          <ul>
            {HELP.map((l) => (
              <li key={l.href}>
                <a href={l.href}>{l.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container site-footer__bottom">
        <span>© {new Date().getFullYear()} Кампус</span>
        <span>Оплата картами МИР, Visa, Mastercard, JCB</span>
      </div>
    </footer>
  )
}
