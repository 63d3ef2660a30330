// Every back-office page sits inside this gate: it asks GET /api/admin/session; a visitor who is not an administrator
// sees the site's not-found text (the same as a wrong address), an administrator whose token has not passed the second
// factor gets the code form, and a verified one the panel's menu with the page.
import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { readyAdminSections, type TAdminSectionKey } from '../../domain/admin/sections'
import type { TAdminSession } from '../../domain/admin/access'
import { NotFoundView } from '../routing/not-found-view'
import { ADMIN_CODE_EVENT, adminFetch } from './api'
import { AdminCodeForm } from './admin-code-form'

type TState = { kind: 'loading' } | { kind: 'absent' } | { kind: 'failed'; message: string } | { kind: 'session'; session: TAdminSession }

export function AdminGate({ section, title, children }: { section: TAdminSectionKey; title: string; children: ReactNode }) {
  const [state, setState] = useState<TState>({ kind: 'loading' })

  const load = useCallback(async () => {
    const res = await adminFetch<TAdminSession>('/api/admin/session')
    if (res.ok) setState({ kind: 'session', session: res.data })
    else if (res.error.status === 404) setState({ kind: 'absent' })
    else setState({ kind: 'failed', message: res.error.message })
  }, [])

  useEffect(() => {
    void load()
    const again = () => void load()
    window.addEventListener(ADMIN_CODE_EVENT, again)
    return () => window.removeEventListener(ADMIN_CODE_EVENT, again)
  }, [load])

  useEffect(() => {
    if (state.kind === 'session' && state.session.verified) document.title = `${title} — панель Кампуса`
  }, [state, title])

  if (state.kind === 'loading') return <p className="admin__wait" aria-busy="true" />
  if (state.kind === 'absent') return <NotFoundView />
  if (state.kind === 'failed')
    return (
      <p className="admin__error" role="alert">
        {state.message}
      </p>
    )
  if (!state.session.verified) return <AdminCodeForm name={state.session.name} onDone={load} />

  return (
    <div className="admin">
      <nav className="admin__nav" aria-label="Разделы панели">
        <a className="admin__brand" href="/admin" aria-current={section === 'home' ? 'page' : undefined}>
          Панель
        </a>
        <ul>
          {readyAdminSections().map((s) => (
            <li key={s.key}>
              <a href={s.path} aria-current={s.key === section ? 'page' : undefined}>
                {s.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin__main">{children}</div>
    </div>
  )
}

/** A back-office island that is one panel inside the gate: `export default gatedPage('jobs', 'Задания', JobsPanel)`. */
export function gatedPage(section: TAdminSectionKey, title: string, Panel: ComponentType) {
  return function GatedPage() {
    return (
      <AdminGate section={section} title={title}>
        <Panel />
      </AdminGate>
    )
  }
}
