// Cabinet header menu on phones (under 1024 px): one button that opens «Мои задания», «Бонусный кабинет», «Поддержка».
// A <details> disclosure, so it works on zero-JS cabinet pages too; hydrated, it closes on Escape and outside presses.
import { useEffect, useRef, useState } from 'react'
import { HEADER_MENU, PROFILE_ITEM, SIGN_IN_ITEM } from '../domain/navigation'
import { getApiToken } from './graphql/credentials'
import { Icon, type IconName } from './icons'
import { useDetailsDismiss } from './use-dismiss'

const ICONS: IconName[] = ['list', 'gift', 'support']

export default function MobileMenu() {
  const root = useRef<HTMLDetailsElement>(null)
  // The server cannot know the session: «Профиль» suits both (the guard sends a guest on to sign-in).
  const [guest, setGuest] = useState(false)
  useDetailsDismiss(root)
  useEffect(() => setGuest(!getApiToken()), [])

  // The phone has no room for the desktop profile entry, so the sheet ends with it.
  const account = guest ? SIGN_IN_ITEM : PROFILE_ITEM
  return (
    <details className="mobile-menu" ref={root}>
      <summary className="icon-btn" aria-label="Меню">
        <Icon name="menu" size={22} className="mobile-menu__open" />
        <Icon name="close" size={22} className="mobile-menu__close" />
      </summary>
      <nav className="menu mobile-menu__panel" aria-label="Меню кабинета">
        <ul>
          {HEADER_MENU.map((item, i) => (
            <li key={item.href}>
              <a
                className="menu__item"
                href={item.href}
                data-support={item.support ? '' : undefined}
                // «Поддержка» opens a popup over the page (the popup host): the sheet closes under it.
                onClick={item.support ? () => root.current?.removeAttribute('open') : undefined}
              >
                <span className="menu__icon">
                  <Icon name={ICONS[i] ?? 'list'} />
                </span>
                <span className="menu__label">{item.label}</span>
              </a>
            </li>
          ))}
        </ul>
        <a className="btn btn--secondary btn--block mobile-menu__account" href={account.href}>
          <Icon name={guest ? 'guest' : 'user'} size={18} />
          {account.label}
        </a>
      </nav>
    </details>
  )
}
