// /admin/influencers: a blogger's banner, payment-form line and promo code (a coupon's code; its text, link key, switch
// and dates are edited here as well). Banners shown to visitors follow a save at once.
import { useEffect, useState, type FormEvent } from 'react'
import type { TAdminCoupon } from '../../../domain/admin/coupons'
import type { TAdminInfluencer } from '../../../domain/admin/influencers'
import type { TListPage } from '../../../domain/admin/list-query'
import { AdminGate } from '../admin-gate'
import { adminFetch } from '../api'
import { DataTable, formatAdminTime, type TColumn } from '../data-table'
import { Alert, Done, Field, FormActions, RowButton } from '../admin-parts'
import { describedBy, fieldErrors, type TFieldErrors } from './form-errors'

export default function InfluencersIsland() {
  const [editing, setEditing] = useState<TAdminInfluencer | 'new' | null>(null)
  const [reload, setReload] = useState(0)
  const [saved, setSaved] = useState<string | null>(null)
  const [coupons, setCoupons] = useState<TAdminCoupon[]>([])
  useEffect(() => {
    void adminFetch<TListPage<TAdminCoupon>>('/api/admin/money/coupons?perPage=100&sort=ruleKey&dir=asc').then((r) => r.ok && setCoupons(r.data.items))
  }, [reload])

  const columns: TColumn<TAdminInfluencer>[] = [
    { key: 'appEntryTitle', title: 'Метка входа', sortable: true, render: (i) => <code>{i.appEntryTitle}</code> },
    { key: 'banner', title: 'Баннер', render: (i) => `${i.bannerTitle}${i.bannerSubtitle ? ` — ${i.bannerSubtitle}` : ''}` },
    { key: 'payment', title: 'В форме оплаты', render: (i) => i.paymentFormText ?? '—' },
    {
      key: 'code',
      title: 'Промокод',
      render: (i) => (i.promoCode ? `${i.promoCode.code} (${i.promoCode.isActive ? 'включён' : 'выключен'}${i.promoCode.endsAt ? `, до ${formatAdminTime(i.promoCode.endsAt)}` : ''})` : '—'),
    },
    {
      key: 'actions',
      title: 'Действия',
      render: (i) => (
        <RowButton onClick={() => (setSaved(null), setEditing(i))} label={`Изменить ${i.appEntryTitle}`}>
          Изменить
        </RowButton>
      ),
    },
  ]

  return (
    <AdminGate section="influencers" title="Инфлюенсеры">
      <div className="money-admin">
        <h1>Инфлюенсеры</h1>
        <p className="admin__lead">Посетитель, пришедший по метке входа блогера, видит его баннер; промокод — код выбранного купона.</p>
        <Done className="money-admin__saved">{saved}</Done>
        <p>
          <button type="button" className="btn" onClick={() => (setSaved(null), setEditing('new'))}>
            Новый инфлюенсер
          </button>
        </p>
        <div className="money-admin__grid">
          {editing && (
            <InfluencerForm
              key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`}
              influencer={editing === 'new' ? null : editing}
              coupons={coupons}
              onCancel={() => setEditing(null)}
              onSaved={(i) => {
                setEditing(null)
                setSaved(`Сохранено: ${i.appEntryTitle}`)
                setReload((n) => n + 1)
              }}
            />
          )}
          <DataTable<TAdminInfluencer> endpoint="/api/admin/money/influencers" caption="Инфлюенсеры" searchLabel="Метка или баннер" columns={columns} rowKey={(i) => i.id} reloadKey={reload} />
        </div>
      </div>
    </AdminGate>
  )
}

const toLocal = (iso: string | null) => (iso ? new Date(new Date(iso).getTime() - new Date(iso).getTimezoneOffset() * 60_000).toISOString().slice(0, 16) : '')
const fromLocal = (v: string) => (v ? new Date(v).toISOString() : null)

function InfluencerForm(props: { influencer: TAdminInfluencer | null; coupons: TAdminCoupon[]; onCancel: () => void; onSaved: (i: TAdminInfluencer) => void }) {
  const i = props.influencer
  const [v, setV] = useState({
    appEntryTitle: i?.appEntryTitle ?? '',
    bannerTitle: i?.bannerTitle ?? '',
    bannerSubtitle: i?.bannerSubtitle ?? '',
    paymentFormText: i?.paymentFormText ?? '',
    couponId: i?.couponId ?? null,
    code: i?.promoCode ? { code: i.promoCode.code, urlKey: i.promoCode.urlKey, isActive: i.promoCode.isActive, startsAt: i.promoCode.startsAt, endsAt: i.promoCode.endsAt } : null,
  })
  const [errors, setErrors] = useState<TFieldErrors>({})
  const [busy, setBusy] = useState(false)
  const set = (patch: Partial<typeof v>) => setV((x) => ({ ...x, ...patch }))
  const setCode = (patch: Partial<NonNullable<typeof v.code>>) => setV((x) => ({ ...x, code: x.code && { ...x.code, ...patch } }))

  function chooseCoupon(id: number | null) {
    const c = props.coupons.find((x) => x.id === id)
    set({ couponId: id, code: c ? { code: c.promoCode, urlKey: c.promoCodeUrlKey, isActive: c.isActive, startsAt: c.startsAt, endsAt: c.endsAt } : null })
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    setBusy(true)
    const body = { bannerTitle: v.bannerTitle, bannerSubtitle: v.bannerSubtitle, paymentFormText: v.paymentFormText, couponId: v.couponId, promoCode: v.couponId ? v.code : null }
    const res = i
      ? await adminFetch<TAdminInfluencer>(`/api/admin/money/influencers/${i.id}`, { method: 'PUT', body: { ...body, version: i.version } })
      : await adminFetch<TAdminInfluencer>('/api/admin/money/influencers', { method: 'POST', body: { ...body, appEntryTitle: v.appEntryTitle } })
    setBusy(false)
    if (res.ok) props.onSaved(res.data)
    else setErrors(fieldErrors(res.error))
  }

  return (
    <form className="money-admin__panel" onSubmit={(e) => void submit(e)} aria-label={i ? `Инфлюенсер ${i.appEntryTitle}` : 'Новый инфлюенсер'} noValidate>
      <h2>{i ? i.appEntryTitle : 'Новый инфлюенсер'}</h2>
      <div className="money-admin__fields money-admin__fields--wide">
        {!i && (
          <Field label="Метка входа" name="appEntryTitle" errors={errors} hint="Значение ?entry=… в ссылке блогера">
            <input className="input" name="appEntryTitle" value={v.appEntryTitle} onChange={(e) => set({ appEntryTitle: e.target.value })} {...describedBy(errors, 'appEntryTitle')} />
          </Field>
        )}
        <Field label="Заголовок баннера" name="bannerTitle" errors={errors}>
          <input className="input" name="bannerTitle" value={v.bannerTitle} onChange={(e) => set({ bannerTitle: e.target.value })} {...describedBy(errors, 'bannerTitle')} />
        </Field>
        <Field label="Подзаголовок баннера" name="bannerSubtitle" errors={errors}>
          <input className="input" name="bannerSubtitle" value={v.bannerSubtitle} onChange={(e) => set({ bannerSubtitle: e.target.value })} />
        </Field>
        <Field label="Текст в форме оплаты" name="paymentFormText" errors={errors}>
          <input className="input" name="paymentFormText" value={v.paymentFormText} onChange={(e) => set({ paymentFormText: e.target.value })} />
        </Field>
        <Field label="Купон" name="couponId" errors={errors}>
          <select className="input" name="couponId" value={v.couponId ?? ''} onChange={(e) => chooseCoupon(e.target.value ? Number(e.target.value) : null)}>
            <option value="">Без промокода</option>
            {props.coupons.map((c) => (
              <option key={c.id} value={c.id}>
                {c.ruleKey} — {c.promoCode}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {v.couponId && v.code && (
        <fieldset className="money-admin__fields">
          <legend>Промокод купона</legend>
          <Field label="Промокод" name="promoCode.code" errors={errors}>
            <input className="input" name="code" value={v.code.code} onChange={(e) => setCode({ code: e.target.value })} {...describedBy(errors, 'promoCode.code')} />
          </Field>
          <Field label="Ключ ссылки" name="promoCode.urlKey" errors={errors}>
            <input className="input" name="urlKey" value={v.code.urlKey} onChange={(e) => setCode({ urlKey: e.target.value })} {...describedBy(errors, 'promoCode.urlKey')} />
          </Field>
          <Field label="Начало" name="promoCode.startsAt" errors={errors}>
            <input className="input" type="datetime-local" name="startsAt" value={toLocal(v.code.startsAt)} onChange={(e) => setCode({ startsAt: fromLocal(e.target.value) })} />
          </Field>
          <Field label="Конец" name="promoCode.endsAt" errors={errors}>
            <input className="input" type="datetime-local" name="endsAt" value={toLocal(v.code.endsAt)} onChange={(e) => setCode({ endsAt: fromLocal(e.target.value) })} />
          </Field>
          <label className="money-admin__check">
            <input type="checkbox" name="isActive" checked={v.code.isActive} onChange={(e) => setCode({ isActive: e.target.checked })} /> Промокод включён
          </label>
        </fieldset>
      )}
      <Alert>{errors._}</Alert>
      <FormActions busy={busy} onCancel={props.onCancel} />
    </form>
  )
}
