// Services menu of the cabinet header (platform.md §2): «Создать текст», «Решить задачу», «Создать презентацию».
// A <details> disclosure, so it opens on zero-JS cabinet pages too; hydrated, it also closes on Escape and outside presses.
import { useRef } from 'react'
import { SERVICES_MENU } from '../domain/navigation'
import { Icon } from './icons'
import { useDetailsDismiss } from './use-dismiss'

export default function ServicesMenu() {
  const root = useRef<HTMLDetailsElement>(null)
  useDetailsDismiss(root)

  return (
    <details className="services-menu" ref={root}>
      <summary className="btn btn--soft btn--sm services-menu__toggle">
        <Icon name="plus" size={18} />
        <span className="services-menu__label">Сервисы</span>
        <Icon name="chevron" size={16} className="services-menu__chevron" />
      </summary>
      <ul className="menu services-menu__list" id="services-menu-list">
        {SERVICES_MENU.map((s) => (
          <li key={s.href}>
            <a className="menu__item" href={s.href}>
              <span className="menu__icon" data-kind={s.kind}>
                <Icon name={s.kind} />
              </span>
              <span className="menu__text">
                <span className="menu__label">{s.label}</span>
                {s.hint && <span className="menu__hint">{s.hint}</span>}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
