// /admin/wheel: the prizes' weights (the next spin draws with them; a promo prize only while its pool has a free code)
// and the partner code pools, filled from a pasted list with every bad or repeated line named; then the trial keys.
import { useCallback, useEffect, useState, type FormEvent } from 'react'
import type { TAdminWheelPool, TAdminWheelPrize, TCodeLineError } from '../../../domain/admin/wheel'
import { AdminGate } from '../admin-gate'
import { Field, FormActions, Notice } from '../admin-parts'
import { adminFetch } from '../api'
import { formatRubles } from '../../../domain/money/format'
import { TrialKeys } from './trial-keys'

const PCT = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 })

export default function WheelIsland() {
  const [data, setData] = useState<{ prizes: TAdminWheelPrize[]; pools: TAdminWheelPool[] } | null>(null)
  const [weights, setWeights] = useState<Record<number, string>>({})
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null)
  const [value, setValue] = useState(50)
  const [text, setText] = useState('')
  const [lines, setLines] = useState<TCodeLineError[]>([])

  const load = useCallback(async () => {
    const res = await adminFetch<{ prizes: TAdminWheelPrize[]; pools: TAdminWheelPool[] }>('/api/admin/money/wheel')
    if (!res.ok) return setStatus({ ok: false, text: res.error.message })
    setData(res.data)
    setWeights(Object.fromEntries(res.data.prizes.map((p) => [p.id, String(p.weight)])))
  }, [])
  useEffect(() => void load(), [load])

  async function saveWeight(p: TAdminWheelPrize) {
    const weight = weights[p.id]?.trim() === '' ? NaN : Number(weights[p.id])
    const res = await adminFetch(`/api/admin/money/wheel/prizes/${p.id}`, { method: 'PUT', body: { version: p.version, weight } })
    setStatus(res.ok ? { ok: true, text: `Вес приза «${p.title}»: ${weight}` } : { ok: false, text: `${p.title}: ${res.error.message}` })
    if (res.ok) void load()
  }

  async function addCodes(e: FormEvent) {
    e.preventDefault()
    const res = await adminFetch<{ added: number }>('/api/admin/money/wheel/codes', { method: 'POST', body: { value, text } })
    if (res.ok) {
      setText('')
      setLines([])
      setStatus({ ok: true, text: `Добавлено кодов на ${formatRubles(value)}: ${res.data.added}` })
      void load()
    } else {
      setLines((res.error.data.lines as TCodeLineError[] | undefined) ?? [])
      setStatus({ ok: false, text: res.error.message })
    }
  }

  return (
    <AdminGate section="wheel" title="Колесо и пробные ключи">
      <div className="money-admin">
        <h1>Колесо фортуны</h1>
        <p className="admin__lead">Вес — относительный: шанс приза = его вес / сумма весов. 0 убирает приз из розыгрыша. Промокод разыгрывается, только пока в его пуле есть свободный код.</p>
        <Notice notice={status} okClassName="money-admin__saved" />
        <div className="money-admin__grid money-admin__grid--split">
          <section className="data-table__wrap" aria-label="Призы">
            <table data-table="prizes">
              <caption>Призы и их веса</caption>
              <thead>
                <tr>
                  <th scope="col">Приз</th>
                  <th scope="col">Вес</th>
                  <th scope="col">Шанс</th>
                  <th scope="col"><span className="visually-hidden">Действия</span></th>
                </tr>
              </thead>
              <tbody>
                {data?.prizes.map((p) => (
                  <tr key={p.id} data-prize={p.id}>
                    <td>{p.title}</td>
                    <td>
                      <input
                        className="input money-admin__num"
                        inputMode="numeric"
                        aria-label={`Вес: ${p.title}`}
                        value={weights[p.id] ?? ''}
                        onChange={(e) => setWeights((w) => ({ ...w, [p.id]: e.target.value }))}
                        onKeyDown={(e) => e.key === 'Enter' && void saveWeight(p)}
                      />
                    </td>
                    <td>{PCT.format(p.percent)}%</td>
                    <td>
                      <button type="button" className="btn btn--secondary btn--sm" onClick={() => void saveWeight(p)} disabled={weights[p.id] === String(p.weight)}>
                        Сохранить
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <div className="money-admin__grid">
            <section className="money-admin__panel" aria-label="Пулы кодов">
              <h2>Коды партнёров</h2>
              <table data-table="pools">
                <thead>
                  <tr>
                    <th scope="col">Номинал</th>
                    <th scope="col">Свободно</th>
                    <th scope="col">Выдано</th>
                  </tr>
                </thead>
                <tbody>
                  {data?.pools.map((p) => (
                    <tr key={p.value} data-pool={p.value}>
                      <td>{formatRubles(p.value)}</td>
                      <td data-free>{p.free}</td>
                      <td data-assigned>{p.assigned}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <form className="money-admin__panel" onSubmit={(e) => void addCodes(e)} aria-label="Добавить коды" noValidate>
              <h2>Добавить коды</h2>
              <Field label="Номинал" name="value">
                <select className="input" name="value" value={value} onChange={(e) => setValue(Number(e.target.value))}>
                  <option value={50}>50 ₽</option>
                  <option value={100}>100 ₽</option>
                  <option value={1000}>1 000 ₽</option>
                </select>
              </Field>
              <Field label="Коды, по одному в строке" name="codes">
                <textarea className="input money-admin__codes" name="codes" value={text} onChange={(e) => setText(e.target.value)} aria-invalid={lines.length > 0} />
              </Field>
              {lines.length > 0 && (
                <ul className="money-admin__lines" aria-label="Строки с ошибками">
                  {lines.map((l) => (
                    <li key={`${l.line}-${l.code}`}>
                      {l.line ? `Строка ${l.line}` : 'Список'}
                      {l.code ? ` («${l.code}»)` : ''}: {l.message}
                    </li>
                  ))}
                </ul>
              )}
              <FormActions busy={false} submit="Добавить" />
            </form>
          </div>
        </div>
        <TrialKeys />
      </div>
    </AdminGate>
  )
}
