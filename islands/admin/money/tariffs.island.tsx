// /admin/tariffs: the tariffs of groups A, B and C and the token packages. A row's «Изменить» opens its form beside the
// table; the form sends the version it loaded, so a change someone saved meanwhile is refused, never overwritten.
import { useCallback, useEffect, useState, type FormEvent } from 'react'
import type { TAdminTariff, TAdminTokenPackage } from '../../../domain/admin/tariffs'
import { AdminGate } from '../admin-gate'
import { adminFetch } from '../api'
import { Alert, Done, Field, FormActions, RowButton } from '../admin-parts'
import { describedBy, fieldErrors, type TFieldErrors } from './form-errors'
import { formatNumber, formatRubles } from '../../../domain/money/format'


type TData = { tariffs: TAdminTariff[]; packages: TAdminTokenPackage[] }
type TEditing = { kind: 'tariff'; row: TAdminTariff } | { kind: 'package'; row: TAdminTokenPackage | null } | null

export default function TariffsIsland() {
  const [data, setData] = useState<TData | null>(null)
  const [editing, setEditing] = useState<TEditing>(null)
  const [saved, setSaved] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  const load = useCallback(async () => {
    const res = await adminFetch<TData>('/api/admin/money/tariffs')
    if (res.ok) setData(res.data)
    else setError(res.error.message)
  }, [])
  useEffect(() => void load(), [load])

  const done = (text: string) => {
    setEditing(null)
    setSaved(text)
    void load()
  }

  return (
    <AdminGate section="tariffs" title="Тарифы и пакеты">
      <div className="money-admin">
        <h1>Тарифы и пакеты токенов</h1>
        <p className="admin__lead">Цены в рублях. Новая цена сразу видна на /b/payment и в кабинете; уже начатые оплаты остаются по старой цене.</p>
        <Alert>{error}</Alert>
        <Done className="money-admin__saved">{saved}</Done>
        <div className="money-admin__grid">
          {editing?.kind === 'tariff' && <TariffForm key={`t${editing.row.id}-${editing.row.version}`} tariff={editing.row} onCancel={() => setEditing(null)} onSaved={done} />}
          {editing?.kind === 'package' && <PackageForm key={`p${editing.row?.tokens ?? 'new'}`} pack={editing.row} onCancel={() => setEditing(null)} onSaved={done} />}
          <div className="money-admin__grid">
            <section className="data-table__wrap" aria-label="Тарифы">
              <table className="money-admin__table" data-table="tariffs">
                <caption>Тарифы по группам A/B/C</caption>
                <thead>
                  <tr>
                    <th scope="col">№</th>
                    <th scope="col">Группа</th>
                    <th scope="col">Название</th>
                    <th scope="col">Срок</th>
                    <th scope="col">Токенов/мес</th>
                    <th scope="col">Бонусы</th>
                    <th scope="col">Цена</th>
                    <th scope="col">productPriceId</th>
                    <th scope="col">Продаётся</th>
                    <th scope="col"><span className="visually-hidden">Действия</span></th>
                  </tr>
                </thead>
                <tbody>
                  {data?.tariffs.map((t) => (
                    <tr key={t.id} data-tariff-id={t.id}>
                      <td>{t.id}</td>
                      <td>{t.tariffGroup.toUpperCase()}</td>
                      <td>{t.title}</td>
                      <td>{t.durationInMonths} мес.</td>
                      <td>{t.tokensPerMonth}</td>
                      <td>{t.bonusesPerPurchase}</td>
                      <td data-price>{formatRubles(t.price)}</td>
                      <td>{t.productPriceId}</td>
                      <td>{t.isAvailable ? 'да' : 'нет'}</td>
                      <td>
                        <RowButton onClick={() => (setSaved(null), setEditing({ kind: 'tariff', row: t }))} label={`Изменить тариф ${t.id}`}>
                          Изменить
                        </RowButton>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <section className="data-table__wrap" aria-label="Пакеты токенов">
              <table data-table="packages">
                <caption>Пакеты токенов</caption>
                <thead>
                  <tr>
                    <th scope="col">Токенов</th>
                    <th scope="col">Цена</th>
                    <th scope="col">Продаётся</th>
                    <th scope="col"><span className="visually-hidden">Действия</span></th>
                  </tr>
                </thead>
                <tbody>
                  {data?.packages.map((p) => (
                    <tr key={p.tokens} data-package={p.tokens}>
                      <td>{formatNumber(p.tokens)}</td>
                      <td>{formatRubles(p.price)}</td>
                      <td>{p.isAvailable ? 'да' : 'нет'}</td>
                      <td>
                        <RowButton onClick={() => (setSaved(null), setEditing({ kind: 'package', row: p }))} label={`Изменить пакет ${p.tokens}`}>
                          Изменить
                        </RowButton>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <p>
              <button type="button" className="btn btn--secondary" onClick={() => (setSaved(null), setEditing({ kind: 'package', row: null }))}>
                Добавить пакет
              </button>
            </p>
          </div>
        </div>
      </div>
    </AdminGate>
  )
}

const num = (v: string) => (v.trim() === '' ? NaN : Number(v.replace(',', '.').replace(/\s/g, '')))

function TariffForm({ tariff, onCancel, onSaved }: { tariff: TAdminTariff; onCancel: () => void; onSaved: (text: string) => void }) {
  const [v, setV] = useState({ ...tariff, price: String(tariff.price), tokensPerMonth: String(tariff.tokensPerMonth), bonusesPerPurchase: String(tariff.bonusesPerPurchase), productPriceId: String(tariff.productPriceId) })
  const [errors, setErrors] = useState<TFieldErrors>({})
  const [busy, setBusy] = useState(false)
  const set = (patch: Partial<typeof v>) => setV((x) => ({ ...x, ...patch }))

  async function submit(e: FormEvent) {
    e.preventDefault()
    setBusy(true)
    const { id, ...rest } = v
    const res = await adminFetch<TAdminTariff>(`/api/admin/money/tariffs/${id}`, {
      method: 'PUT',
      body: { ...rest, price: num(v.price), tokensPerMonth: num(v.tokensPerMonth), bonusesPerPurchase: num(v.bonusesPerPurchase), productPriceId: num(v.productPriceId) },
    })
    setBusy(false)
    if (res.ok) onSaved(`Тариф № ${id} сохранён: ${formatRubles(res.data.price)}`)
    else setErrors(fieldErrors(res.error))
  }

  return (
    <form className="money-admin__panel" onSubmit={(e) => void submit(e)} aria-label={`Тариф № ${tariff.id}`} data-form="tariff" noValidate>
      <h2>Тариф № {tariff.id}</h2>
      <Field label="Название" name="title" errors={errors}>
        <input className="input" name="title" autoFocus value={v.title} onChange={(e) => set({ title: e.target.value })} {...describedBy(errors, 'title')} />
      </Field>
      <div className="money-admin__fields">
        <Field label="Группа" name="tariffGroup" errors={errors}>
          <select className="input" name="tariffGroup" value={v.tariffGroup} onChange={(e) => set({ tariffGroup: e.target.value as TAdminTariff['tariffGroup'] })}>
            <option value="a">A</option>
            <option value="b">B</option>
            <option value="c">C</option>
          </select>
        </Field>
        <Field label="Срок" name="durationInMonths" errors={errors}>
          <select className="input" name="durationInMonths" value={v.durationInMonths} onChange={(e) => set({ durationInMonths: Number(e.target.value) as 1 | 3 | 12 })}>
            <option value={1}>1 месяц</option>
            <option value={3}>3 месяца</option>
            <option value={12}>12 месяцев</option>
          </select>
        </Field>
        <Field label="Цена, ₽" name="price" errors={errors}>
          <input className="input" name="price" inputMode="numeric" value={v.price} onChange={(e) => set({ price: e.target.value })} {...describedBy(errors, 'price')} />
        </Field>
        <Field label="Токенов в месяц" name="tokensPerMonth" errors={errors}>
          <input className="input" name="tokensPerMonth" inputMode="numeric" value={v.tokensPerMonth} onChange={(e) => set({ tokensPerMonth: e.target.value })} />
        </Field>
        <Field label="Бонусов за покупку" name="bonusesPerPurchase" errors={errors}>
          <input className="input" name="bonusesPerPurchase" inputMode="numeric" value={v.bonusesPerPurchase} onChange={(e) => set({ bonusesPerPurchase: e.target.value })} />
        </Field>
        <Field label="productId" name="productId" errors={errors}>
          <input className="input" name="productId" value={v.productId} onChange={(e) => set({ productId: e.target.value })} />
        </Field>
        <Field label="productPriceId" name="productPriceId" errors={errors}>
          <input className="input" name="productPriceId" inputMode="numeric" value={v.productPriceId} onChange={(e) => set({ productPriceId: e.target.value })} />
        </Field>
      </div>
      <Field label="Показ цены на карточке" name="priceDisplay" errors={errors}>
        <select className="input" name="priceDisplay" value={v.priceDisplay} onChange={(e) => set({ priceDisplay: e.target.value === 'total_price' ? 'total_price' : 'monthly_price' })}>
          <option value="monthly_price">Сначала за месяц</option>
          <option value="total_price">Сначала за весь срок</option>
        </select>
      </Field>
      <label className="money-admin__check">
        <input type="checkbox" name="isAvailable" checked={v.isAvailable} onChange={(e) => set({ isAvailable: e.target.checked })} /> Продаётся
      </label>
      <Alert>{errors._}</Alert>
      <FormActions busy={busy} onCancel={onCancel} />
    </form>
  )
}

function PackageForm({ pack, onCancel, onSaved }: { pack: TAdminTokenPackage | null; onCancel: () => void; onSaved: (text: string) => void }) {
  const [tokens, setTokens] = useState(pack ? String(pack.tokens) : '')
  const [price, setPrice] = useState(pack ? String(pack.price) : '')
  const [isAvailable, setAvailable] = useState(pack?.isAvailable ?? true)
  const [errors, setErrors] = useState<TFieldErrors>({})
  const [busy, setBusy] = useState(false)

  async function submit(e: FormEvent) {
    e.preventDefault()
    setBusy(true)
    const res = pack
      ? await adminFetch<TAdminTokenPackage>(`/api/admin/money/token-packages/${pack.tokens}`, { method: 'PUT', body: { version: pack.version, price: num(price), isAvailable } })
      : await adminFetch<TAdminTokenPackage>('/api/admin/money/token-packages', { method: 'POST', body: { tokens: num(tokens), price: num(price), isAvailable } })
    setBusy(false)
    if (res.ok) onSaved(`Пакет на ${formatNumber(res.data.tokens)} токенов сохранён: ${formatRubles(res.data.price)}`)
    else setErrors(fieldErrors(res.error))
  }

  return (
    <form className="money-admin__panel" onSubmit={(e) => void submit(e)} aria-label={pack ? `Пакет ${pack.tokens} токенов` : 'Новый пакет'} data-form="package" noValidate>
      <h2>{pack ? `Пакет на ${formatNumber(pack.tokens)} токенов` : 'Новый пакет'}</h2>
      {!pack && (
        <Field label="Токенов" name="tokens" errors={errors}>
          <input className="input" name="tokens" inputMode="numeric" value={tokens} onChange={(e) => setTokens(e.target.value)} {...describedBy(errors, 'tokens')} />
        </Field>
      )}
      <Field label="Цена, ₽" name="price" errors={errors}>
        <input className="input" name="price" inputMode="numeric" autoFocus={Boolean(pack)} value={price} onChange={(e) => setPrice(e.target.value)} {...describedBy(errors, 'price')} />
      </Field>
      <label className="money-admin__check">
        <input type="checkbox" name="isAvailable" checked={isAvailable} onChange={(e) => setAvailable(e.target.checked)} /> Продаётся
      </label>
      <Alert>{errors._}</Alert>
      <FormActions busy={busy} onCancel={onCancel} />
    </form>
  )
}
