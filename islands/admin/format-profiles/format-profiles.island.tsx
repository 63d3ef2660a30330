// /admin/format-profiles: formatting profiles students offered for everyone at their university (issue 37 part 4).
// Each shows its numbers and where they came from; «Одобрить» puts it in every client's list of profiles, «Отклонить»
// keeps it the author's. Tabs: on review, approved, rejected.
import { useEffect, useState } from 'react'
import { adminFetch } from '../api'
import { gatedPage } from '../admin-gate'
import type { TAdminFormatProfile } from '../../../domain/admin/format-profiles'

type TReview = 'submitted' | 'approved' | 'rejected'
const TABS: { key: TReview; title: string }[] = [
  { key: 'submitted', title: 'На проверке' },
  { key: 'approved', title: 'Одобрены' },
  { key: 'rejected', title: 'Отклонены' },
]
type TNumbers = { page?: { margins?: Record<'top' | 'right' | 'bottom' | 'left', number> }; body?: { fonts?: string[]; size?: { max: number }; lineSpacing?: number; firstLineIndent?: number } }
const mm = (twips: number | undefined) => (twips === undefined ? '?' : String(Math.round((twips * 25.4) / 1440)))
const cm = (twips: number | undefined) => (twips === undefined ? '?' : String(Math.round((twips * 254) / 1440) / 100).replace('.', ','))

function numbersOf(profile: unknown): string {
  const p = profile as TNumbers
  const m = p.page?.margins
  return `поля ${mm(m?.left)}/${mm(m?.right)}/${mm(m?.top)}/${mm(m?.bottom)} мм (л/п/в/н); ${p.body?.fonts?.[0] ?? '?'} ${p.body?.size?.max ?? '?'} пт; интервал ${String(p.body?.lineSpacing ?? '?').replace('.', ',')}; отступ ${cm(p.body?.firstLineIndent)} см`
}

function FormatProfilesPanel() {
  const [tab, setTab] = useState<TReview>('submitted')
  const [rows, setRows] = useState<TAdminFormatProfile[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [reload, setReload] = useState(0)

  useEffect(() => {
    let live = true
    setRows(null)
    void adminFetch<TAdminFormatProfile[]>(`/api/admin/format-profiles?review=${tab}`).then((r) => {
      if (!live) return
      if (r.ok) setRows(r.data)
      else setError(r.error.message)
    })
    return () => {
      live = false
    }
  }, [tab, reload])

  async function decide(id: string, review: 'approved' | 'rejected') {
    setError(null)
    const r = await adminFetch(`/api/admin/format-profiles/${id}`, { method: 'PUT', body: { review } })
    if (r.ok) setReload((n) => n + 1)
    else setError(r.error.message)
  }

  return (
    <>
      <h1>Профили оформления</h1>
      <p className="admin__lead">Профили, которые студенты собрали по методичке своего вуза и предложили для всех. Одобренный профиль появляется в списке правил оформления у всех клиентов.</p>
      <div className="admin-tabs" role="tablist" aria-label="Профили оформления">
        {TABS.map((t) => (
          <button key={t.key} type="button" role="tab" aria-selected={tab === t.key} className="admin-tabs__tab" onClick={() => setTab(t.key)}>
            {t.title}
          </button>
        ))}
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      {rows === null ? (
        <p className="admin__lead">Загружаем…</p>
      ) : rows.length === 0 ? (
        <p className="admin__lead">Здесь пока пусто</p>
      ) : (
        <div className="data-table">
        <div className="data-table__wrap">
        <table data-format-profiles={tab}>
          <caption>Профили оформления · {rows.length}</caption>
          <thead>
            <tr>
              <th scope="col">Вуз и профиль</th>
              <th scope="col">Числа</th>
              <th scope="col">Откуда</th>
              <th scope="col">Автор</th>
              <th scope="col">Решение</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} data-profile={r.id}>
                <td>
                  <strong>{r.university ?? '—'}</strong>
                  <br />
                  {r.name}
                </td>
                <td>{numbersOf(r.profile)}</td>
                <td>{r.source}</td>
                <td>{r.author}</td>
                <td>
                  {r.review !== 'approved' && (
                    <button type="button" className="btn btn--sm" onClick={() => void decide(r.id, 'approved')} data-action="approve-profile">
                      Одобрить
                    </button>
                  )}{' '}
                  {r.review !== 'rejected' && (
                    <button type="button" className="btn btn--secondary btn--sm" onClick={() => void decide(r.id, 'rejected')} data-action="reject-profile">
                      Отклонить
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
        </div>
      )}
    </>
  )
}

export default gatedPage('format-profiles', 'Профили оформления', FormatProfilesPanel)
