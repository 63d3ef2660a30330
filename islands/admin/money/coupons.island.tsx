// /admin/coupons: the coupons with their promo codes and how many clients used each, paged on the server; a new coupon,
// an edit, or switching a code on and off (each with the version the page loaded).
import { useState } from 'react'
import type { TAdminCoupon } from '../../../domain/admin/coupons'
import { AdminGate } from '../admin-gate'
import { Notice, RowButton, useReloadKey, type TNotice } from '../admin-parts'
import { adminFetch } from '../api'
import { formatRubles } from '../../../domain/money/format'
import { DataTable, yesNo, type TColumn } from '../data-table'
import { CouponForm } from './coupon-form'

const AUDIENCE = { all: 'всем', new: 'новым', existing: 'подписчикам' } as const
const APPLIES = { all: 'всему', specific_products: 'продуктам', specific_product_prices: 'ценам' } as const

const discount = (c: TAdminCoupon) => (c.amountType === 'percent' ? `−${c.amount}%` : `−${formatRubles(c.amount)}`)

export default function CouponsIsland() {
  const [editing, setEditing] = useState<TAdminCoupon | 'new' | null>(null)
  const [reloadKey, reload] = useReloadKey()
  const [status, setStatus] = useState<TNotice>(null)

  async function toggle(c: TAdminCoupon) {
    const res = await adminFetch<TAdminCoupon>(`/api/admin/money/coupons/${c.id}/active`, { method: 'POST', body: { version: c.version, isActive: !c.isActive } })
    setStatus(res.ok ? { ok: true, text: `Промокод ${c.promoCode} ${res.data.isActive ? 'включён' : 'выключен'}` } : { ok: false, text: res.error.message })
    reload()
  }

  const columns: TColumn<TAdminCoupon>[] = [
    { key: 'id', title: '№', sortable: true, render: (c) => c.id },
    { key: 'promoCode', title: 'Промокод', sortable: true, render: (c) => <code>{c.promoCode}</code> },
    { key: 'ruleKey', title: 'Ключ', sortable: true, render: (c) => c.ruleKey },
    { key: 'url', title: 'Ссылка', render: (c) => `?offer=${c.promoCodeUrlKey}` },
    { key: 'discount', title: 'Скидка', render: (c) => `${discount(c)} · ${APPLIES[c.applyOnType]} · ${AUDIENCE[c.audience]}` },
    { key: 'active', title: 'Включён', render: (c) => (c.isActive ? 'да' : 'нет') },
    { key: 'usageCount', title: 'Использований', sortable: true, render: (c) => <span data-usage={c.promoCode}>{c.usageCount}</span> },
    {
      key: 'actions',
      title: 'Действия',
      render: (c) => (
        <span className="admin-form__actions">
          <RowButton onClick={() => (setStatus(null), setEditing(c))} label={`Изменить купон ${c.promoCode}`}>
            Изменить
          </RowButton>
          <RowButton className="btn btn--ghost btn--sm" onClick={() => void toggle(c)} label={`${c.isActive ? 'Выключить' : 'Включить'} ${c.promoCode}`}>
            {c.isActive ? 'Выключить' : 'Включить'}
          </RowButton>
        </span>
      ),
    },
  ]

  return (
    <AdminGate section="coupons" title="Купоны">
      <div className="money-admin">
        <h1>Купоны и промокоды</h1>
        <p className="admin__lead">Купон — правило скидки, промокод — то, что вводит клиент или открывает по ссылке. Использования — сколько клиентов оплатили с ним.</p>
        <Notice notice={status} okClassName="money-admin__saved" />
        <p>
          <button type="button" className="btn" onClick={() => (setStatus(null), setEditing('new'))}>
            Новый купон
          </button>
        </p>
        <div className="money-admin__grid">
          {editing && (
            <CouponForm
              key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`}
              coupon={editing === 'new' ? null : editing}
              onCancel={() => setEditing(null)}
              onSaved={(c) => {
                setEditing(null)
                setStatus({ ok: true, text: `Купон «${c.ruleKey}» сохранён, промокод ${c.promoCode}` })
                reload()
              }}
            />
          )}
          <DataTable<TAdminCoupon>
            endpoint="/api/admin/money/coupons"
            caption="Купоны"
            searchLabel="Промокод, ключ или ссылка"
            columns={columns}
            reloadKey={reloadKey}
            filters={[{ name: 'active', label: 'Включён', options: yesNo('Да', 'Нет') }]}
          />
        </div>
      </div>
    </AdminGate>
  )
}
