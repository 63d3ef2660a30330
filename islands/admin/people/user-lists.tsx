// The user card's paged lists: payments (status, provider, amount, refunded), the ledger and the unified orders. Each
// keeps its page in the address under its own prefix. Orders show their type and status only: the panel has no
// order page to link to.
import { useState } from 'react'
import type { TAdminLedgerRow, TAdminOrderRow, TAdminPaymentRow } from '../../../domain/admin/people'
import { formatKopecks, formatNumber } from '../../../domain/money/format'
import { DataTable, formatAdminTime, type TColumn } from '../data-table'
import { RefundForm } from './refund-form'
import { LEDGER_ACCOUNT, named, options, ORDER_STATUS, ORDER_TYPE, PAYMENT_KIND, PAYMENT_STATUS, PROVIDER } from './labels'

const when = (at: string) => <time dateTime={at}>{formatAdminTime(at)}</time>

const refundable = (r: TAdminPaymentRow) => (r.status === 'succeeded' || r.status === 'refunded') && r.refundedKopecks < r.amountKopecks

const paymentColumns = (refund: (r: TAdminPaymentRow) => void): TColumn<TAdminPaymentRow>[] => [
  { key: 'at', title: 'Когда', sortable: true, render: (r) => when(r.at) },
  { key: 'kind', title: 'За что', render: (r) => [named(PAYMENT_KIND, r.kind), r.subscriptionTitle, r.tokens ? `${formatNumber(r.tokens)} токенов` : null].filter(Boolean).join(' · ') },
  { key: 'provider', title: 'Провайдер', render: (r) => named(PROVIDER, r.provider) },
  { key: 'status', title: 'Статус', sortable: true, render: (r) => <span className={`badge${r.status === 'succeeded' ? ' badge--success' : ''}`}>{named(PAYMENT_STATUS, r.status)}</span> },
  { key: 'amount', title: 'Сумма', sortable: true, render: (r) => formatKopecks(r.amountKopecks) },
  { key: 'refunded', title: 'Возвращено', render: (r) => (r.refundedKopecks ? formatKopecks(r.refundedKopecks) : '—') },
  { key: 'id', title: 'Id', className: 'people-card__id', render: (r) => <code>{r.id}</code> },
  {
    key: 'refund',
    title: 'Возврат',
    render: (r) =>
      refundable(r) ? (
        <button className="btn btn--ghost btn--sm" type="button" onClick={() => refund(r)} aria-label={`Вернуть платёж ${formatKopecks(r.amountKopecks)} от ${formatAdminTime(r.at)}`}>
          Вернуть
        </button>
      ) : (
        '—'
      ),
  },
]

const LEDGER: TColumn<TAdminLedgerRow>[] = [
  { key: 'at', title: 'Когда', sortable: true, render: (r) => when(r.at) },
  { key: 'account', title: 'Счёт', sortable: true, render: (r) => named(LEDGER_ACCOUNT, r.account) },
  {
    key: 'delta',
    title: 'Изменение',
    render: (r) => {
      const text = r.account === 'coins' ? formatKopecks(Math.abs(r.delta)) : formatNumber(Math.abs(r.delta))
      return r.delta > 0 ? `+${text}` : `−${text}`
    },
  },
  { key: 'after', title: 'Стало', render: (r) => (r.account === 'coins' ? formatKopecks(r.balanceAfter) : formatNumber(r.balanceAfter)) },
  { key: 'reason', title: 'Причина', render: (r) => r.reason },
]

const ORDERS: TColumn<TAdminOrderRow>[] = [
  { key: 'at', title: 'Создан', sortable: true, render: (r) => when(r.at) },
  { key: 'id', title: 'Номер', render: (r) => r.id },
  { key: 'type', title: 'Тип', render: (r) => named(ORDER_TYPE, r.type) },
  { key: 'status', title: 'Статус', sortable: true, render: (r) => named(ORDER_STATUS, r.status) },
  { key: 'paid', title: 'Оплачен', render: (r) => (r.isPaid ? 'да' : 'нет') },
  { key: 'text', title: 'Тема', render: (r) => r.text ?? '—' },
]

export function UserLists({ userId, reloadKey, onChanged }: { userId: string; reloadKey: number; onChanged: () => void }) {
  const base = `/api/admin/users/${userId}`
  const [refunding, setRefunding] = useState<TAdminPaymentRow | null>(null)
  const [done, setDone] = useState<string | null>(null)
  return (
    <>
      <section className="people-card__list-box" aria-labelledby="people-payments">
        <h2 id="people-payments">Платежи</h2>
        {refunding && (
          <RefundForm
            key={refunding.id}
            payment={refunding}
            onCancel={() => setRefunding(null)}
            onDone={(message) => {
              setRefunding(null)
              setDone(message)
              onChanged()
            }}
          />
        )}
        {done && (
          <p className="people-card__done" role="status">
            {done}
          </p>
        )}
        <DataTable<TAdminPaymentRow>
          endpoint={`${base}/payments`}
          caption="Платежи"
          prefix="pay."
          search={false}
          columns={paymentColumns((r) => {
            setDone(null)
            setRefunding(r)
          })}
          rowKey={(r) => r.id}
          reloadKey={reloadKey}
          filters={[{ name: 'status', label: 'Статус', options: options(PAYMENT_STATUS) }]}
          empty="Платежей нет"
        />
      </section>
      <section className="people-card__list-box" aria-labelledby="people-ledger">
        <h2 id="people-ledger">История баланса</h2>
        <DataTable<TAdminLedgerRow>
          endpoint={`${base}/ledger`}
          caption="Движения по счетам"
          prefix="led."
          search={false}
          columns={LEDGER}
          rowKey={(r) => r.id}
          reloadKey={reloadKey}
          filters={[{ name: 'account', label: 'Счёт', options: options(LEDGER_ACCOUNT) }]}
          empty="Движений нет"
        />
      </section>
      <section className="people-card__list-box" aria-labelledby="people-orders">
        <h2 id="people-orders">Заказы</h2>
        <DataTable<TAdminOrderRow>
          endpoint={`${base}/orders`}
          caption="Заказы"
          prefix="ord."
          search={false}
          columns={ORDERS}
          rowKey={(r) => r.id}
          reloadKey={reloadKey}
          filters={[{ name: 'status', label: 'Статус', options: options(ORDER_STATUS) }]}
          empty="Заказов нет"
        />
      </section>
    </>
  )
}
