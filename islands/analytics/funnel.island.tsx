// The team's funnel (/admin/analytics): asks GET /api/admin/analytics/funnel with the stored API token and shows the
// four steps with their step conversion, for a period chosen in a date form. The server rendered nothing but the
// waiting state; a visitor who is not an administrator gets the site's not-found text, exactly as for a wrong address.
import { useEffect, useState, type FormEvent } from 'react'
import { getApiToken } from '../graphql/credentials'
import { NotFoundView } from '../routing/not-found-view'
import { AdminGate } from '../admin/admin-gate'
import { ADMIN_CODE_EVENT } from '../admin/api'

type TStep = { step: number; name: string; title: string; subjects: number; conversion: number | null }
type TFunnel = { from: string; to: string; steps: TStep[] }
type TState = { kind: 'loading' } | { kind: 'absent' } | { kind: 'ready'; funnel: TFunnel } | { kind: 'failed'; message: string; funnel: TFunnel | null }

const NUMBER = new Intl.NumberFormat('ru-RU')
const PERCENT = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 })
/** 2026-02-15 → 15.02.2026 */
const ruDay = (iso: string) => iso.split('-').reverse().join('.')

async function fetchFunnel(from: string, to: string): Promise<TState> {
  const token = getApiToken()
  if (!token) return { kind: 'absent' }
  const query = new URLSearchParams({ ...(from && { from }), ...(to && { to }) })
  try {
    const res = await fetch(`/api/admin/analytics/funnel?${query}`, { headers: { authorization: `Bearer ${token}` } })
    if (res.status === 404) return { kind: 'absent' }
    if (res.status === 403) {
      window.dispatchEvent(new Event(ADMIN_CODE_EVENT))
      return { kind: 'loading' }
    }
    const body = (await res.json()) as TFunnel & { error_message?: string }
    if (!res.ok) return { kind: 'failed', message: body.error_message ?? 'Не удалось загрузить воронку', funnel: null }
    return { kind: 'ready', funnel: body }
  } catch {
    return { kind: 'failed', message: 'Нет связи с сервером, попробуйте ещё раз', funnel: null }
  }
}

export default function Funnel() {
  return (
    <AdminGate section="analytics" title="Воронка">
      <FunnelView />
    </AdminGate>
  )
}

function FunnelView() {
  const [state, setState] = useState<TState>({ kind: 'loading' })
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')

  async function load(f: string, t: string) {
    const next = await fetchFunnel(f, t)
    setState((prev) => (next.kind === 'failed' && prev.kind === 'ready' ? { ...next, funnel: prev.funnel } : next))
    if (next.kind !== 'ready') return
    setFrom(next.funnel.from)
    setTo(next.funnel.to)
    const url = new URL(location.href)
    url.searchParams.set('from', next.funnel.from)
    url.searchParams.set('to', next.funnel.to)
    history.replaceState(history.state, '', url.pathname + url.search)
  }

  useEffect(() => {
    const q = new URLSearchParams(location.search)
    void load(q.get('from') ?? '', q.get('to') ?? '')
  }, [])

  if (state.kind === 'loading') return <p className="funnel__wait" aria-busy="true" />
  if (state.kind === 'absent') return <NotFoundView />
  const { funnel } = state

  function submit(e: FormEvent) {
    e.preventDefault()
    void load(from, to)
  }

  return (
    <section className="funnel">
      <h1>Воронка</h1>
      <p className="funnel__lead">Уникальные посетители на каждом шаге: лендинг → начало заказа → заказ → оплата. Дни по московскому времени.</p>
      <form className="funnel__form" onSubmit={submit} noValidate>
        <label className="field">
          <span>С</span>
          <input className="input" type="date" name="from" value={from} onChange={(e) => setFrom(e.target.value)} aria-invalid={state.kind === 'failed'} aria-describedby="funnel-error" />
        </label>
        <label className="field">
          <span>По</span>
          <input className="input" type="date" name="to" value={to} onChange={(e) => setTo(e.target.value)} aria-invalid={state.kind === 'failed'} aria-describedby="funnel-error" />
        </label>
        <button className="btn" type="submit">
          Показать
        </button>
      </form>
      <p id="funnel-error" className="field__error" role="alert">
        {state.kind === 'failed' ? state.message : ''}
      </p>
      {funnel && (
        <div className="funnel__table-wrap">
          <table className="funnel__table">
            <caption>
              {ruDay(funnel.from)} — {ruDay(funnel.to)}
            </caption>
            <thead>
              <tr>
                <th scope="col">Шаг</th>
                <th scope="col">Посетители</th>
                <th scope="col">Конверсия шага</th>
              </tr>
            </thead>
            <tbody>
              {funnel.steps.map((s) => (
                <tr key={s.name} data-step={s.name}>
                  <th scope="row">
                    {s.step}. {s.title}
                  </th>
                  <td>{NUMBER.format(s.subjects)}</td>
                  <td>{s.conversion === null ? '—' : `${PERCENT.format(s.conversion)} %`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
