// The coupon form of /admin/coupons: every field of Coupon details (platform.md §3) and its promo code, with the
// server's Russian messages beside the fields. Dates are edited in Moscow-free local time and sent as ISO.
import { useState, type FormEvent } from 'react'
import { COUPON_PRODUCTS, type TAdminCoupon } from '../../../domain/admin/coupons'
import { adminFetch } from '../api'
import { Alert, Field, FormActions } from '../admin-parts'
import { describedBy, fieldErrors, type TFieldErrors } from './form-errors'

type TDraft = Omit<TAdminCoupon, 'id' | 'version' | 'promoCodeId' | 'usageCount' | 'amount' | 'intervalCount' | 'applicableProductPrices'> & {
  amount: string
  intervalCount: string
  applicableProductPrices: string
}

const EMPTY: TDraft = {
  ruleKey: '',
  amount: '',
  amountType: 'percent',
  applyOnType: 'all',
  applicableProducts: [],
  applicableProductPrices: '',
  audience: 'all',
  durationType: 'once',
  intervalCount: '',
  intervalUnit: null,
  userDescription: null,
  bannerTitle: null,
  bannerSubtitle: null,
  popupTitle: null,
  popupSubtitle: null,
  promoCode: '',
  promoCodeUrlKey: '',
  isActive: true,
  startsAt: null,
  endsAt: null,
}

/** ISO → the value of a datetime-local input (the browser's own zone), and back. */
const toLocal = (iso: string | null) => (iso ? new Date(new Date(iso).getTime() - new Date(iso).getTimezoneOffset() * 60_000).toISOString().slice(0, 16) : '')
const fromLocal = (v: string) => (v ? new Date(v).toISOString() : null)
const num = (v: string) => (v.trim() === '' ? NaN : Number(v.replace(',', '.').replace(/\s/g, '')))

export function CouponForm({ coupon, onCancel, onSaved }: { coupon: TAdminCoupon | null; onCancel: () => void; onSaved: (c: TAdminCoupon) => void }) {
  const [v, setV] = useState<TDraft>(
    coupon
      ? { ...coupon, amount: String(coupon.amount), intervalCount: coupon.intervalCount == null ? '' : String(coupon.intervalCount), applicableProductPrices: coupon.applicableProductPrices.join(', ') }
      : EMPTY,
  )
  const [errors, setErrors] = useState<TFieldErrors>({})
  const [busy, setBusy] = useState(false)
  const set = (patch: Partial<TDraft>) => setV((x) => ({ ...x, ...patch }))
  const text = (name: keyof TDraft, label: string, hint?: string) => (
    <Field label={label} name={name} errors={errors} hint={hint}>
      <input className="input" name={name} value={(v[name] as string | null) ?? ''} onChange={(e) => set({ [name]: e.target.value })} {...describedBy(errors, name)} />
    </Field>
  )

  async function submit(e: FormEvent) {
    e.preventDefault()
    setBusy(true)
    const body = {
      ...v,
      amount: num(v.amount),
      intervalCount: v.intervalCount.trim() === '' ? null : num(v.intervalCount),
      applicableProductPrices: v.applicableProductPrices.split(/[\s,;]+/).filter(Boolean).map(Number),
      ...(coupon && { version: coupon.version }),
    }
    const res = coupon
      ? await adminFetch<TAdminCoupon>(`/api/admin/money/coupons/${coupon.id}`, { method: 'PUT', body })
      : await adminFetch<TAdminCoupon>('/api/admin/money/coupons', { method: 'POST', body })
    setBusy(false)
    if (res.ok) onSaved(res.data)
    else setErrors(fieldErrors(res.error))
  }

  return (
    <form className="money-admin__panel" onSubmit={(e) => void submit(e)} aria-label={coupon ? `Купон ${coupon.ruleKey}` : 'Новый купон'} data-form="coupon" noValidate>
      <h2>{coupon ? `Купон «${coupon.ruleKey}»` : 'Новый купон'}</h2>
      <div className="money-admin__fields">
        {text('promoCode', 'Промокод', 'Его вводит клиент')}
        {text('promoCodeUrlKey', 'Ключ ссылки', '?offer=… в адресе')}
        {text('ruleKey', 'Ключ купона')}
        <Field label="Тип скидки" name="amountType" errors={errors}>
          <select className="input" name="amountType" value={v.amountType} onChange={(e) => set({ amountType: e.target.value as TDraft['amountType'] })}>
            <option value="percent">В процентах</option>
            <option value="fixed">В рублях</option>
          </select>
        </Field>
        <Field label={v.amountType === 'percent' ? 'Скидка, %' : 'Скидка, ₽'} name="amount" errors={errors}>
          <input className="input" name="amount" inputMode="decimal" value={v.amount} onChange={(e) => set({ amount: e.target.value })} {...describedBy(errors, 'amount')} />
        </Field>
        <Field label="Кому" name="audience" errors={errors}>
          <select className="input" name="audience" value={v.audience} onChange={(e) => set({ audience: e.target.value as TDraft['audience'] })}>
            <option value="all">Всем</option>
            <option value="new">Новым клиентам</option>
            <option value="existing">Подписчикам</option>
          </select>
        </Field>
        <Field label="Применять к" name="applyOnType" errors={errors}>
          <select className="input" name="applyOnType" value={v.applyOnType} onChange={(e) => set({ applyOnType: e.target.value as TDraft['applyOnType'] })}>
            <option value="all">Всему</option>
            <option value="specific_products">Выбранным продуктам</option>
            <option value="specific_product_prices">Выбранным ценам (productPriceId)</option>
          </select>
        </Field>
        <Field label="Срок действия" name="durationType" errors={errors}>
          <select className="input" name="durationType" value={v.durationType} onChange={(e) => set({ durationType: e.target.value as TDraft['durationType'] })}>
            <option value="once">Один раз</option>
            <option value="repeating">Несколько периодов</option>
            <option value="forever">Всегда</option>
          </select>
        </Field>
        <Field label="Число периодов" name="intervalCount" errors={errors}>
          <input className="input" name="intervalCount" inputMode="numeric" value={v.intervalCount} onChange={(e) => set({ intervalCount: e.target.value })} {...describedBy(errors, 'intervalCount')} />
        </Field>
        <Field label="Период" name="intervalUnit" errors={errors}>
          <select className="input" name="intervalUnit" value={v.intervalUnit ?? ''} onChange={(e) => set({ intervalUnit: (e.target.value || null) as TDraft['intervalUnit'] })}>
            <option value="">—</option>
            <option value="month">Месяц</option>
            <option value="year">Год</option>
          </select>
        </Field>
      </div>
      {v.applyOnType === 'specific_products' && (
        <fieldset className="money-admin__fields">
          <legend>Продукты</legend>
          {COUPON_PRODUCTS.map((p) => (
            <label key={p} className="money-admin__check">
              <input
                type="checkbox"
                name="applicableProducts"
                value={p}
                checked={v.applicableProducts.includes(p)}
                onChange={(e) => set({ applicableProducts: e.target.checked ? [...v.applicableProducts, p] : v.applicableProducts.filter((x) => x !== p) })}
              />
              {p}
            </label>
          ))}
          {errors.applicableProducts && <span className="field__error" role="alert">{errors.applicableProducts}</span>}
        </fieldset>
      )}
      {v.applyOnType === 'specific_product_prices' && text('applicableProductPrices', 'productPriceId через запятую', 'Например: 9, 16, 19')}
      <div className="money-admin__fields money-admin__fields--wide">
        {text('userDescription', 'Описание для клиента')}
        {text('bannerTitle', 'Заголовок баннера')}
        {text('bannerSubtitle', 'Подзаголовок баннера')}
        {text('popupTitle', 'Заголовок окна')}
        {text('popupSubtitle', 'Подзаголовок окна')}
        <Field label="Начало" name="startsAt" errors={errors}>
          <input className="input" type="datetime-local" name="startsAt" value={toLocal(v.startsAt)} onChange={(e) => set({ startsAt: fromLocal(e.target.value) })} />
        </Field>
        <Field label="Конец" name="endsAt" errors={errors}>
          <input className="input" type="datetime-local" name="endsAt" value={toLocal(v.endsAt)} onChange={(e) => set({ endsAt: fromLocal(e.target.value) })} {...describedBy(errors, 'endsAt')} />
        </Field>
      </div>
      <label className="money-admin__check">
        <input type="checkbox" name="isActive" checked={v.isActive} onChange={(e) => set({ isActive: e.target.checked })} /> Промокод включён
      </label>
      <Alert>{errors._}</Alert>
      <FormActions busy={busy} submit={coupon ? 'Сохранить' : 'Создать купон'} onCancel={onCancel} />
    </form>
  )
}
