// Marketing header of the landing layout. No JavaScript: on phones the menu is a <details> disclosure.
import { Icon } from '../../islands/icons'
import { CLIENT_MAIN_PATH, AUTH_PATH } from '../../domain/routes'
import { Logo } from './logo'

const LINKS = [
  { href: '/biblioteka/', label: 'Библиотека' },
  { href: '/referat/', label: 'Рефераты' },
  { href: '/b/payment', label: 'Тарифы' },
  { href: '/faq', label: 'Вопросы' },
]

function Links({ current }: { current: string }) {
  return (
    <>
      {LINKS.map((l) => (
        <a key={l.href} href={l.href} aria-current={current.startsWith(l.href) ? 'page' : undefined}>
          {l.label}
        </a>
      ))}
    </>
  )
}

export function LandingHeader({ pathname }: { pathname: string }) {
  return (
    <header className="site-header">
      <div className="container site-header__row">
        <Logo />
        <nav className="site-nav" aria-label="Разделы сайта">
          <Links current={pathname} />
        </nav>
        <div className="site-header__actions">
          {/* Guest-only: the head's guard marks <html data-signed-in> for a stored token, and chrome.css hides it then. */}
          <a className="btn btn--ghost btn--sm" href={AUTH_PATH} data-guest-only="">
            Войти
          </a>
          <a className="btn btn--primary btn--sm" href={CLIENT_MAIN_PATH}>
            Открыть кабинет
          </a>
        </div>
        <details className="site-menu">
          <summary className="icon-btn" aria-label="Меню">
            <Icon name="menu" size={22} className="site-menu__open" />
            <Icon name="close" size={22} className="site-menu__close" />
          </summary>
          <nav className="menu site-menu__panel" aria-label="Разделы сайта">
            <Links current={pathname} />
            <div className="site-menu__actions">
              <a className="btn btn--secondary" href={AUTH_PATH} data-guest-only="">
                Войти
              </a>
              <a className="btn btn--primary" href={CLIENT_MAIN_PATH}>
                Открыть кабинет
              </a>
            </div>
          </nav>
        </details>
      </div>
    </header>
  )
}
