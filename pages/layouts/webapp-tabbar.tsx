// The mobile web-app's bottom navigation (routes webapp-*): five tabs, server-rendered links with the current one
// marked, above the phone's home indicator (safe-area inset), plus the install offer the inline script reveals.
import { Icon } from '../../islands/icons'
import { INSTALL_APP_ATTR, INSTALL_APP_SCRIPT } from '../../islands/inline/install-app'
import { WEBAPP_TABS, webappTabOf } from '../../domain/navigation'
import { InlineScript } from '../components/inline-code'
import './webapp.css'

export function WebappTabbar({ pathname }: { pathname: string }) {
  const current = webappTabOf(pathname)
  return (
    <nav className="webapp-tabbar" aria-label="Разделы приложения">
      <ul className="webapp-tabbar__list">
        {WEBAPP_TABS.map((tab) => (
          <li key={tab.href}>
            <a className="webapp-tabbar__tab" href={tab.href} aria-current={tab.href === current ? 'page' : undefined}>
              <Icon name={tab.icon} size={22} />
              <span>{tab.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function InstallAppButton() {
  const attrs = { [INSTALL_APP_ATTR]: '' }
  return (
    <>
      {/* An icon with its name for screen readers: the compact header keeps its room for the page title on a phone. */}
      <button type="button" className="btn btn--soft btn--sm webapp-install" title="Установить приложение" hidden {...attrs}>
        <Icon name="download" size={18} />
        <span className="visually-hidden">Установить приложение</span>
      </button>
      <InlineScript code={INSTALL_APP_SCRIPT} />
    </>
  )
}
