// /admin: the panel's start page, a card per built section.
import { ADMIN_SECTIONS } from '../../domain/admin/sections'
import { AdminGate } from './admin-gate'

export default function AdminHome() {
  const groups = [...new Set(ADMIN_SECTIONS.map((s) => s.group))]
  return (
    <AdminGate section="home" title="Панель">
      <h1>Панель команды</h1>
      {groups.map((g) => {
        const ready = ADMIN_SECTIONS.filter((s) => s.group === g && s.ready)
        if (ready.length === 0) return null
        return (
          <section key={g} className="admin-home__group" aria-label={g}>
            <h2>{g}</h2>
            <ul className="admin-home__cards">
              {ready.map((s) => (
                <li key={s.key}>
                  <a className="card card--link" href={s.path}>
                    {s.title}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </AdminGate>
  )
}
